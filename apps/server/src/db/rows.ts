import type { blogMembers, blogs, users } from './schema/index.ts';

export type User = typeof users.$inferSelect;
export type Blog = typeof blogs.$inferSelect;
export type BlogMember = typeof blogMembers.$inferSelect;
