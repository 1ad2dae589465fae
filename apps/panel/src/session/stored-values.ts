import type { SessionUser } from '@bitacora/api';
import { COLOR_MODES, type ColorMode, ROLES } from '@bitacora/domain';

/**
 * How each stored value is read back from its string: `null` for a missing value, and an
 * exception for one that cannot be understood (the caller logs it and starts without it).
 */
export type StoredValueCodec<Value> = {
  parse: (raw: string) => Value;
  serialize: (value: NonNullable<Value>) => string;
};

/** A plain string (token, active blog uuid); blank reads as none. */
export const stringCodec: StoredValueCodec<string | null> = {
  parse: (raw) => (raw.trim() === '' ? null : raw),
  serialize: (value) => value,
};

/**
 * The fields of the session schema, checked by hand: the schema library would add its whole
 * weight to the first page for this one check.
 */
function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    typeof user.uuid === 'string' &&
    typeof user.email === 'string' &&
    typeof user.name === 'string' &&
    (ROLES as readonly unknown[]).includes(user.role)
  );
}

/** The signed-in user, stored as JSON with the fields of the session schema. */
export const sessionUserCodec: StoredValueCodec<SessionUser | null> = {
  parse: (raw) => {
    const value: unknown = JSON.parse(raw);
    if (!isSessionUser(value)) throw new Error('The stored user lacks the session fields');
    return value;
  },
  serialize: (value) => JSON.stringify(value),
};

/** The role the signed-in user had in a blog, as the server last said. */
export type KnownBlogRole = { user: string; blog: string; role: 'ADMIN' | 'AUTHOR' };

/** {@link KnownBlogRole} as JSON; anything else is not understood. */
export const knownBlogRoleCodec: StoredValueCodec<KnownBlogRole | null> = {
  parse: (raw) => {
    const value: unknown = JSON.parse(raw);
    const known = value as Partial<KnownBlogRole> | null;
    if (
      typeof known?.user !== 'string' ||
      typeof known.blog !== 'string' ||
      (known.role !== 'ADMIN' && known.role !== 'AUTHOR')
    ) {
      throw new Error('The stored blog role lacks its fields');
    }
    return { user: known.user, blog: known.blog, role: known.role };
  },
  serialize: (value) => JSON.stringify(value),
};

/** The saved colour mode, 'light' or 'dark' as the toggle writes it. */
export const colorModeCodec: StoredValueCodec<ColorMode | null> = {
  parse: (raw) => {
    if ((COLOR_MODES as readonly string[]).includes(raw)) return raw as ColorMode;
    throw new Error(`Unknown colour mode "${raw}"`);
  },
  serialize: (value) => value,
};
