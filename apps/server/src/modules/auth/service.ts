/**
 * The auth module's public face: the bridge to the auth library (sessions, users, the library's
 * own routes) and what the session plugin needs of it. Other code imports these from here.
 */
export {
  createAuthBridge,
  webHeaders,
  type Auth,
  type AuthBridge,
  type AuthUser,
  type ResolvedSession,
} from './bridge';
// what a personal access token's secret is stored as (the access-tokens module issues them)
export { tokenDigest } from './bearer';
