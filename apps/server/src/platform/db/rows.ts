import type { blogs, sessions, users } from './schema/index.ts';

export type User = typeof users.$inferSelect;
export type Blog = typeof blogs.$inferSelect;
export type Session = typeof sessions.$inferSelect;
