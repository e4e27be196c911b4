import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTokens } from '../../db/schema';
import { hashToken, newToken } from './token';

export type TokenPurpose = 'register' | 'verify-email' | 'reset-password';

/** How long each kind of token lives. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  register: 7 * 24 * 3_600_000,
  'verify-email': 48 * 3_600_000,
  'reset-password': 60 * 60_000,
};

/**
 * Single-purpose tokens. A new e-mailed token ends the earlier unused ones of its purpose (only
 * the newest link works); register tokens live side by side, one per device resuming a sign-up.
 */
export function createUserTokens(db: Db) {
  const tokens = {
    async issue(userId: string, purpose: TokenPurpose, now: Date, tx: Db = db): Promise<string> {
      if (purpose !== 'register') await tokens.endAll(userId, purpose, now, tx);
      const token = newToken();
      await tx.insert(userTokens).values({
        userId,
        purpose,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
      });
      return token;
    },

    /** The user of a live token, without using it up (register tokens serve several steps). */
    async peek(
      token: string,
      purpose: TokenPurpose,
      now: Date,
      tx: Db = db,
    ): Promise<string | null> {
      const [row] = await tx
        .select({ userId: userTokens.userId })
        .from(userTokens)
        .where(
          and(
            eq(userTokens.tokenHash, hashToken(token)),
            eq(userTokens.purpose, purpose),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, now),
          ),
        );
      return row?.userId ?? null;
    },

    /** Uses a live token up atomically; a second use, even a concurrent one, gets null. */
    async consume(
      token: string,
      purpose: TokenPurpose,
      now: Date,
      tx: Db = db,
    ): Promise<string | null> {
      const [row] = await tx
        .update(userTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(userTokens.tokenHash, hashToken(token)),
            eq(userTokens.purpose, purpose),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, now),
          ),
        )
        .returning({ userId: userTokens.userId });
      return row?.userId ?? null;
    },

    async endAll(userId: string, purpose: TokenPurpose, now: Date, tx: Db = db) {
      await tx
        .update(userTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(userTokens.userId, userId),
            eq(userTokens.purpose, purpose),
            isNull(userTokens.usedAt),
          ),
        );
    },
  };
  return tokens;
}
export type UserTokens = ReturnType<typeof createUserTokens>;
