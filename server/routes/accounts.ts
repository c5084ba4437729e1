// The account calls of the provider's contract (server/README.md "Calls under /api") plus the reset calls of
// docs/product-rules.md "Password reset": /userlogin, /userregistration, /getuserprofile, /userlogout, /forgotpassword and
// /resetpassword. Every answer is `{ data }`; errors `{ data: null, error_msg, code }`.
// Security: scrypt hashes through a bounded gate (auth/hash-gate.ts), one answer for unknown email
// and wrong password, sign-in limits that slow guessing but never refuse the right password
// (auth/rate-limit.ts), sign-up and reset-mail limits per address and account
// (auth/account-limits.ts), all counted in Postgres; hashed expiring bearer tokens, the user taken
// from the token only. Schemas and small answers: auth/account-fields.ts.
import { Hono, type Context } from "hono";
import { toLatinDigits as latinDigits } from "../../rules/money.ts";
import { normalizeMobile } from "../../rules/phone.ts";
import {
  checkPassword,
  forgotSchema,
  invalidCredentials,
  loginSchema,
  newReferralCode,
  profileSchema,
  registrationSchema,
  resetSchema,
  revokeSchema,
  takenError,
  type Device,
} from "../auth/account-fields.ts";
import { createAccountLimiter } from "../auth/account-limits.ts";
import { clientAddress } from "../auth/client-address.ts";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "../auth/password.ts";
import { createLoginLimiter } from "../auth/rate-limit.ts";
import { requireUser, type AuthEnv } from "../auth/require-user.ts";
import { hashToken, isWellFormedToken, newToken, RESET_TTL_MS, SESSION_TTL_MS } from "../auth/tokens.ts";
import type { AppDeps } from "../deps.ts";
import { ApiError } from "../http/errors.ts";
import { enqueueReset } from "../mail/events.ts";
import { input } from "../http/input.ts";
import { filsToWire } from "../../rules/money.ts";
import { addressWire } from "./address-wire.ts";
import { createAccountLimitsRepo } from "../repos/account-limits-repo.ts";
import { createAddressesRepo } from "../repos/addresses-repo.ts";
import { createLoginFailuresRepo } from "../repos/login-failures-repo.ts";
import { createPlansRepo } from "../repos/plans-repo.ts";
import { createSessionsRepo } from "../repos/sessions-repo.ts";
import { AccountTakenError, createUsersRepo, type UserRow } from "../repos/users-repo.ts";

/** The signed-in user as every account answer gives it (sign-in, sign-up, profile). */
function userFields(user: UserRow) {
  return {
    user_id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    mobile_no: user.mobile_no,
    // Additive: "operator" for the kitchen's account, so the app can offer its /ops screen.
    role: user.role,
  };
}

export function accountsRoutes({ db, accounts: config }: AppDeps) {
  const users = createUsersRepo(db);
  const addresses = createAddressesRepo(db);
  const sessions = createSessionsRepo(db);
  const limiter = createLoginLimiter(createLoginFailuresRepo(db), config.loginLimits);
  const accountLimits = createAccountLimiter(createAccountLimitsRepo(db), config.accountLimits);
  const app = new Hono<AuthEnv>();
  const authenticated = requireUser(db);

  /** Opens a session for the user and answers the contract's user fields with the bearer token. */
  async function signedIn(c: Context, user: UserRow, dev: Device) {
    return answerSignedIn(c, user, await openSession(sessions, user, dev));
  }

  function answerSignedIn(c: Context, user: UserRow, token: string) {
    c.header("Cache-Control", "no-store");
    return c.json({ data: { ...userFields(user), token } });
  }

  app.post("/userlogin", async (c) => {
    const fields = await input(c, loginSchema);
    const attempt = await limiter.begin(fields.email, clientAddress(c, config.trustProxy));
    const account = await users.findCredentials(fields.email);
    // Same work, same answer whether the account is missing or the password wrong. A check the
    // hash gate refused (503 busy) was no guess: it is not counted.
    const ok = await (account ? verifyPassword(fields.password, account.password_hash) : verifyAgainstDummy(fields.password)).catch(
      async (err: unknown) => {
        await limiter.abandoned(attempt);
        throw err;
      },
    );
    if (!account || !ok) throw invalidCredentials();
    await limiter.succeeded(attempt);
    if (needsRehash(account.password_hash)) await users.setPassword(account.id, await hashPassword(fields.password));
    return signedIn(c, account, fields);
  });

  app.post("/userregistration", async (c) => {
    const fields = await input(c, registrationSchema);
    checkPassword(fields.password, { email: fields.email, mobileNo: fields.mobile_no });
    const address = clientAddress(c, config.trustProxy);
    await accountLimits.beginSignup(address, fields.email, fields.mobile_no);
    const taken = await users.whichTaken(fields.email, fields.mobile_no);
    if (taken) {
      // "Taken" tells who is a customer: counted per address (auth/account-limits.ts).
      await accountLimits.answeredTaken(address);
      throw takenError(taken);
    }
    let referredBy: number | null = null;
    if (fields.referral_code) {
      const referrer = await users.findIdByReferralCode(latinDigits(fields.referral_code));
      if (!referrer) throw new ApiError(400, "referral_not_found", "Referral code not found", "referral_code");
      referredBy = referrer.id;
    }
    const passwordHash = await hashPassword(fields.password);
    try {
      // The account and its first session in one transaction: a crash between the two must not
      // leave an account the customer was never told about (a retry would then say "email taken").
      const { user, token } = await db.transaction().execute(async (trx) => {
        const user = await createUsersRepo(trx).insert({
          firstName: fields.first_name,
          lastName: fields.last_name,
          email: fields.email,
          mobileNo: fields.mobile_no,
          passwordHash,
          referralCode: newReferralCode(),
          referredBy,
        });
        return { user, token: await openSession(createSessionsRepo(trx), user, fields) };
      });
      return answerSignedIn(c, user, token);
    } catch (err) {
      if (!(err instanceof AccountTakenError)) throw err;
      await accountLimits.answeredTaken(address);
      throw takenError(err.taken);
    }
  });

  app.post("/getuserprofile", authenticated, async (c) => {
    const user = await users.findById(c.get("user").id);
    if (!user) throw new ApiError(401, "unauthorized", "Please sign in again.");
    const walletAmount = filsToWire(user.wallet_fils);
    const book = await addresses.list(user.id);
    const address = book[0];
    const { lang_id } = await input(c, profileSchema);
    return c.json({
      data: {
        ...userFields(user),
        // The latest saved address is the current one.
        address: address ? addressWire(address, lang_id ?? 1) : null,
        // The address book (latest first, at most 20): a plan day can go to any of them.
        addresses: book.map((a) => addressWire(a, lang_id ?? 1)),
        wallet_array: [{ wallet_id: user.id, wallet_amount: walletAmount, wallet_fils: user.wallet_fils }],
        wallet_amount: walletAmount,
        wallet_fils: user.wallet_fils,
      },
    });
  });

  app.post("/userlogout", authenticated, async (c) => {
    await sessions.revoke(c.get("user").sessionId);
    return c.json({ data: { logged_out: true } });
  });

  // A logout made offline: the device forgot the token at once and kept only its SHA-256, which is
  // enough to end the session and useless for anything else. Answers alike whether a session was
  // ended or not (the hash of a token nobody holds ends nothing).
  app.post("/revokesession", async (c) => {
    const { token_hash } = await input(c, revokeSchema);
    await sessions.revokeByHash(token_hash);
    return c.json({ data: { revoked: true } });
  });

  app.post("/forgotpassword", async (c) => {
    const fields = await input(c, forgotSchema);
    const given = fields.email || fields.mobile_no;
    if (!given) throw new ApiError(400, "missing_email", "Enter your email address or mobile number.", "email");
    await accountLimits.beginReset(clientAddress(c, config.trustProxy));
    const byEmail = given.includes("@");
    const mobileNo = byEmail ? undefined : normalizeMobile(given);
    const user = byEmail
      ? await users.findByEmailOrMobile({ email: given })
      : mobileNo
        ? await users.findByEmailOrMobile({ mobileNo })
        : undefined;
    // The same answer whether or not the account exists, or is over its mails (outside production
    // the link is added when one is sent).
    const data: { sent: true; dev_reset_link?: string } = { sent: true };
    if (user && (await accountLimits.resetMailAllowed(user.id))) {
      const token = newToken();
      const link = `${config.publicUrl.replace(/\/$/, "")}/reset-password?token=${token}`;
      const tokenHash = hashToken(token);
      // The reset and its mail in one transaction; the worker sends the mail (server/mail/).
      await db.transaction().execute(async (trx) => {
        await createSessionsRepo(trx).createReset({ userId: user.id, tokenHash, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
        if (fields.lang_id !== undefined) await createPlansRepo(trx).setLanguage(user.id, fields.lang_id);
        await enqueueReset(trx, user.id, tokenHash.slice(0, 32), link);
      });
      config.mailQueued?.();
      // Also in the log, for developers and the end-to-end tests.
      config.logger.info(`password reset link for user ${user.id}: ${link}`);
      if (config.exposeResetLink) data.dev_reset_link = link;
    }
    return c.json({ data });
  });

  app.post("/resetpassword", async (c) => {
    const fields = await input(c, resetSchema);
    checkPassword(fields.password);
    const invalid = new ApiError(400, "invalid_reset_token", "This reset link is invalid or has expired.", "token");
    if (!isWellFormedToken(fields.token)) throw invalid;
    const tokenHash = hashToken(fields.token);
    // Hashing costs a third of a second: only for a token that is currently valid.
    if (!(await sessions.findReset(tokenHash))) throw invalid;
    const passwordHash = await hashPassword(fields.password);
    const user = await db.transaction().execute(async (trx) => {
      const txSessions = createSessionsRepo(trx);
      const userId = await txSessions.consumeReset(tokenHash);
      if (userId === undefined) return undefined;
      await createUsersRepo(trx).setPassword(userId, passwordHash);
      await txSessions.revokeAllOf(userId);
      await txSessions.voidResetsOf(userId);
      return createUsersRepo(trx).findById(userId);
    });
    if (!user) throw invalid;
    await limiter.clearEmail(user.email);
    return signedIn(c, user, fields);
  });

  return app;
}

/** Stores a new session of the user and answers its bearer token (stored hashed only). */
async function openSession(sessions: ReturnType<typeof createSessionsRepo>, user: UserRow, dev: Device): Promise<string> {
  const token = newToken();
  await sessions.create({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    deviceName: dev.device_name ?? "",
    deviceId: dev.device_id ?? "",
  });
  return token;
}
