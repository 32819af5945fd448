import { appSecret } from "../../config";
import type { Env } from "../../env";
import type { RequestContext } from "../../request-context-type";
import { openToken, sealToken } from "../session-token";
import type { StaffMember } from "./staff";

/**
 * The local sign-in's cookie: sealed like the shopper's he-token (session-token.ts) but under
 * a key of its own, so a shopper's token can never open as a staff one. It names a row of
 * staff_sessions, so signing out or switching a member off ends it at once.
 */
export const STAFF_COOKIE = "he-staff";

const staffSecret = (env: Env) => `back-office:${appSecret(env)}`;

export const sealStaffToken = (env: Env, staffId: number, email: string, sessionId: string) =>
  sealToken({ uuid: sessionId, email, customerId: String(staffId), sid: sessionId }, staffSecret(env));

export async function openStaffToken(env: Env, token: string | undefined): Promise<{ staffId: number; sessionId: string } | null> {
  const claims = await openToken(token, staffSecret(env));
  const staffId = claims ? Number(claims.customerId) : NaN;
  if (!claims || !claims.sid || !Number.isSafeInteger(staffId) || staffId <= 0) return null;
  return { staffId, sessionId: claims.sid };
}

/** Who the back office serves on this request, for the page loaders (set by the admin middleware). */
const staffOfRequest = new WeakMap<RequestContext, StaffMember>();

export const rememberStaff = (ctx: RequestContext, staff: StaffMember) => staffOfRequest.set(ctx, staff);
export const staffFor = (ctx: RequestContext) => staffOfRequest.get(ctx) ?? null;
