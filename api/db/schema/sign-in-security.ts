/** Drizzle tables of sign-in security: refresh tokens, the live-session epoch, sign-in attempts for the rate limits, and the audit trail. */
import { bigint, boolean, index, jsonb, pgSequence, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, moment } from "./columns";

/**
 * Opaque refresh tokens, stored only as a SHA-256 hash. user_id has no foreign key on purpose:
 * a token outliving its user must still be recognised so the caller hears userWithIdIsNotExistAPIError.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: moment("expires_at").notNull(),
    rotatedAt: moment("rotated_at"),
    revokedAt: moment("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_token_hash_key").on(t.tokenHash),
    index("refresh_tokens_family_idx").on(t.familyId),
    index("refresh_tokens_user_idx").on(t.userId),
  ]
);

/**
 * Advanced (nextval) after every mutation by whichever copy of the services ran it; each copy compares it with the
 * value its live-session cache was filled under, and starts again from the database when it moved (decision 074).
 */
export const sessionEpoch = pgSequence("session_epoch");

/** Every sign-in attempt, for the per-account and per-address rate limits. */
export const signInAttempts = pgTable(
  "sign_in_attempts",
  {
    id: bigint("id", { mode: "number" })
      .primaryKey()
      .generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    address: text("address").notNull(),
    succeeded: boolean("succeeded").notNull(),
    at: moment("at").notNull(),
  },
  (t) => [
    index("sign_in_attempts_email_address_at_idx").on(t.email, t.address, t.at),
    index("sign_in_attempts_address_at_idx").on(t.address, t.at),
  ]
);

/** Security events; user_id has no foreign key so the trail survives the user. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" })
      .primaryKey()
      .generatedAlwaysAsIdentity(),
    at: moment("at").notNull(),
    userId: uuid("user_id"),
    action: text("action").notNull(),
    address: text("address"),
    outcome: text("outcome").notNull(),
    details: jsonb("details")
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
  },
  (t) => [
    index("audit_log_user_at_idx").on(t.userId, t.at),
    index("audit_log_action_at_idx").on(t.action, t.at),
  ]
);
