import { z } from 'zod';
import {
  accountSchema,
  changePasswordSchema,
  consentsSchema,
  deleteAccountSchema,
  passwordResetMethodSchema,
  updateConsentsSchema,
  updateProfileSchema,
} from './account';
import {
  accessTokenSchema,
  createTokenSchema,
  createdTokenSchema,
  mcpMessageSchema,
} from './access-tokens';
import { importJobResponseSchema, importJobSchema, importResumeResponseSchema } from './interop';
import {
  analyticsSchema,
  joinLeaderboardSchema,
  leaderboardMembershipSchema,
  leaderboardSchema,
} from './analytics';
import {
  applicationDetailSchema,
  applicationInsightsSchema,
  applicationListQuerySchema,
  applicationSchema,
  calendarFeedParamsSchema,
  calendarFeedSchema,
  calendarFeedStatusSchema,
  calendarTextSchema,
  createApplicationSchema,
  importApplicationsSchema,
  importPreviewSchema,
  importResultSchema,
  trackerSettingsSchema,
  updateApplicationSchema,
  updateTrackerSettingsSchema,
} from './application-tracker';
import {
  analyzeAnswerRequestSchema,
  answerAnalysisSchema,
  generateInterviewSchema,
  generatedInterviewSchema,
  interviewProgressQuerySchema,
  interviewProgressSchema,
  interviewSessionDetailSchema,
  interviewSessionSchema,
  MAX_AUDIO_BYTES,
  transcribeQuerySchema,
  transcriptionSchema,
  transcriptionStatusSchema,
} from './interview-arena';
import {
  salaryAnalysisSchema,
  salaryAnalysisSummarySchema,
  salaryAnalyzeSchema,
} from './salary-negotiator';
import {
  careerPlanRequestSchema,
  careerPlanSchema,
  careerPlanSummarySchema,
} from './career-planner';
import { apiRoutes, type ApiName, type HttpMethod } from './api-routes';
import {
  authChangePasswordSchema,
  authProvidersSchema,
  authRequestPasswordResetSchema,
  authResetPasswordSchema,
  authSignInSchema,
  authSignUpSchema,
  authPasskeyDeleteSchema,
  authPasskeyRegisterSchema,
  authPasskeySignInSchema,
  authTwoFactorPasswordSchema,
  passkeySchema,
  authVerifyBackupCodeSchema,
  authVerifyTotpSchema,
  twoFactorChallengeSchema,
  twoFactorSetupSchema,
  authUpdateUserSchema,
  sessionUserSchema,
} from './auth';
import { errorBodySchema, idParamSchema, ignoredUserId, okSchema, pageQuerySchema } from './common';
import {
  blogListQuerySchema,
  blogListSchema,
  blogPostSchema,
  blogPostSummarySchema,
  blogSlugParamsSchema,
  communityMemberSchema,
  resourceParamsSchema,
  testimonialSchema,
  testimonialsQuerySchema,
} from './content';
import { contactSchema, inboxReceiptSchema, newsletterSchema, waitlistSchema } from './inbox';
import { subscriptionSchema, upgradeResponseSchema, upgradeSchema } from './billing';
import {
  coverLetterSchema,
  createSavedCoverLetterSchema,
  enhanceAtsSchema,
  exportCoverLetterSchema,
  generateCoverLetterResponseSchema,
  generateCoverLetterSchema,
  letterAnalysisSchema,
  savedCoverLetterSchema,
  updateSavedCoverLetterSchema,
} from './cover-letter';
import {
  createSavedLinkedinSchema,
  linkedinResultSchema,
  optimizeLinkedinSchema,
  savedLinkedinSchema,
  updateSavedLinkedinSchema,
} from './linkedin';
import {
  createResumeSchema,
  createSavedResumeSchema,
  dashboardSchema,
  resumeSchema,
  savedResumeSchema,
  scoreRequestSchema,
  scoreResponseSchema,
  tailorRequestSchema,
  tailorResponseSchema,
  updateResumeSchema,
  updateSavedResumeSchema,
  uploadResumeResponseSchema,
  uploadResumeSchema,
} from './resumes';
import { exportResumeSchema, parseToDocumentSchema, saveBuilderResumeSchema } from './builder';
import { resumeDocumentSchema } from './resume-document';
import {
  downloadSchema,
  eventSchema,
  pageViewSchema,
  sessionEndSchema,
  sessionStartResponseSchema,
  sessionStartSchema,
} from './telemetry';

export * from './api-routes';

/**
 * The one typed request table: every API endpoint with its request schemas (path parameters,
 * query, body) and its responses by status. The server registers each route from its entry
 * (method, path and schema; the handler is the module's), the OpenAPI document is generated from
 * the same schemas, and the web client calls endpoints by name with the shapes typed from here,
 * so a web call cannot name a path or send a shape the server does not have.
 */

/** What a route's `schema` holds: Fastify's keys, plus what the OpenAPI document shows. */
export interface EndpointSchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Responses by HTTP status; 200 is what a successful call answers (none for a redirect). */
  response?: { 200: z.ZodType } & Record<number, z.ZodType>;
  tags: readonly string[];
  summary: string;
  description?: string;
  consumes?: readonly string[];
  produces?: readonly string[];
}

export interface Endpoint {
  method: HttpMethod;
  path: string;
  schema: EndpointSchema;
  /**
   * Served by the auth library behind the /api/auth/* proxy rather than by a route of ours: the
   * proxy checks the body with `schema.body` and passes on only its fields.
   */
  proxy?: 'auth';
}

/** An entry: method and path from `apiRoutes`, schemas given here. */
const endpoint = <const N extends ApiName, S extends EndpointSchema, const P = undefined>(
  name: N,
  schema: S,
  proxy?: P,
) =>
  ({
    ...apiRoutes[name],
    schema,
    ...(proxy === undefined ? {} : { proxy }),
  }) as (typeof apiRoutes)[N] & { schema: S } & (P extends 'auth' ? { proxy: P } : unknown);

const E = errorBodySchema;

/** The export as one JSON document: the profile, sign-in methods, sessions and a list per table. */
export const accountExportSchema = z
  .looseObject({
    format: z.string().meta({ description: 'careerforge-account-export' }),
    version: z.number().int(),
    exportedAt: z.string(),
    profile: z.looseObject({ id: z.string(), email: z.string(), consents: consentsSchema }),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof accountExportSchema>;

/** What the auth library answers for a sign-up or sign-in (the session cookie comes with it). */
const authSessionResponse = z.looseObject({ user: sessionUserSchema });
const authStatusResponse = z.looseObject({ status: z.boolean() });
const logoutResponse = z.object({ ok: z.boolean() });
const callbackQuery = z.object({ callbackURL: z.string().optional() });

const auth = ['auth'];
const account = ['account'];
const telemetry = ['telemetry'];
const telemetryDescription =
  'Stored only for a signed-in user who turned on analytics consent; otherwise answered the same and nothing is stored.';
const telemetryErrors = { 400: E, 413: E, 429: E };
const resumeErrors = { 400: E, 401: E, 404: E, 413: E };
const accountErrors = { 400: E, 401: E, 404: E };
const inboxErrors = { 400: E, 409: E, 429: E };
const letterErrors = { 400: E, 401: E, 404: E, 413: E, 429: E };

export const apiEndpoints = {
  'auth.user': endpoint('auth.user', {
    tags: auth,
    summary: 'The signed-in user, or 401',
    response: { 200: sessionUserSchema, 401: E },
  }),
  'auth.providers': endpoint('auth.providers', {
    tags: auth,
    summary: 'Sign-in methods configured on this server',
    response: { 200: authProvidersSchema },
  }),
  'auth.logout': endpoint('auth.logout', {
    tags: auth,
    summary: 'Ends the session',
    response: { 200: logoutResponse },
  }),
  'auth.logoutPost': endpoint('auth.logoutPost', {
    tags: auth,
    summary: 'Ends the session',
    response: { 200: logoutResponse },
  }),
  'auth.google': endpoint('auth.google', {
    tags: auth,
    summary: 'Starts Google sign-in',
    querystring: callbackQuery,
  }),
  'auth.oidc': endpoint('auth.oidc', {
    tags: auth,
    summary: 'Starts OpenID Connect sign-in',
    querystring: callbackQuery,
  }),

  'auth.signUp': endpoint(
    'auth.signUp',
    {
      tags: auth,
      summary: 'Creates an account with e-mail and password and signs it in',
      body: authSignUpSchema,
      response: { 200: authSessionResponse, 400: E, 422: E, 429: E },
    },
    'auth',
  ),
  'auth.signIn': endpoint(
    'auth.signIn',
    {
      tags: auth,
      summary: 'Signs in with e-mail and password',
      body: authSignInSchema,
      response: {
        200: z.union([authSessionResponse, twoFactorChallengeSchema]),
        400: E,
        401: E,
        429: E,
      },
    },
    'auth',
  ),
  'auth.updateUser': endpoint(
    'auth.updateUser',
    {
      tags: auth,
      summary: "Changes the signed-in user's name or image",
      body: authUpdateUserSchema,
      response: { 200: authStatusResponse, 400: E, 401: E },
    },
    'auth',
  ),
  'auth.changePassword': endpoint(
    'auth.changePassword',
    {
      tags: auth,
      summary: 'Changes the password (needs the current one)',
      body: authChangePasswordSchema,
      response: { 200: z.looseObject({}), 400: E, 401: E },
    },
    'auth',
  ),
  'auth.requestPasswordReset': endpoint(
    'auth.requestPasswordReset',
    {
      tags: auth,
      summary: 'E-mails a reset link; the answer is the same whether the address has an account',
      body: authRequestPasswordResetSchema,
      response: { 200: authStatusResponse, 400: E, 429: E },
    },
    'auth',
  ),
  'auth.forgetPassword': endpoint(
    'auth.forgetPassword',
    {
      tags: auth,
      summary: 'The older name of request-password-reset',
      body: authRequestPasswordResetSchema,
      response: { 200: authStatusResponse, 400: E, 429: E },
    },
    'auth',
  ),
  'auth.resetPassword': endpoint(
    'auth.resetPassword',
    {
      tags: auth,
      summary: 'Sets a new password with the token from the e-mailed link; ends every session',
      body: authResetPasswordSchema,
      response: { 200: authStatusResponse, 400: E },
    },
    'auth',
  ),
  'auth.twoFactorEnable': endpoint(
    'auth.twoFactorEnable',
    {
      tags: auth,
      summary:
        'Starts two-factor sign-in (needs the password): the authenticator setup URI and ten backup codes; on once a first code is verified',
      body: authTwoFactorPasswordSchema,
      response: { 200: twoFactorSetupSchema, 400: E, 401: E, 429: E },
    },
    'auth',
  ),
  'auth.twoFactorDisable': endpoint(
    'auth.twoFactorDisable',
    {
      tags: auth,
      summary: 'Turns two-factor sign-in off (needs the password)',
      body: authTwoFactorPasswordSchema,
      response: { 200: authStatusResponse, 400: E, 401: E, 429: E },
    },
    'auth',
  ),
  'auth.twoFactorBackupCodes': endpoint(
    'auth.twoFactorBackupCodes',
    {
      tags: auth,
      summary: 'Ten new backup codes (needs the password); the old ones stop working',
      body: authTwoFactorPasswordSchema,
      response: {
        200: z.looseObject({ backupCodes: z.array(z.string()) }),
        400: E,
        401: E,
        429: E,
      },
    },
    'auth',
  ),
  'auth.twoFactorVerifyTotp': endpoint(
    'auth.twoFactorVerifyTotp',
    {
      tags: auth,
      summary:
        "A code from the authenticator app: finishes a sign-in, or turns two-factor sign-in on (ending the account's other sessions)",
      body: authVerifyTotpSchema,
      response: { 200: z.looseObject({}), 400: E, 401: E, 429: E },
    },
    'auth',
  ),
  'auth.passkeyRegisterOptions': endpoint(
    'auth.passkeyRegisterOptions',
    {
      tags: auth,
      summary: 'WebAuthn options to register a new passkey for the signed-in user',
      response: { 200: z.looseObject({ challenge: z.string() }), 401: E, 429: E },
    },
    'auth',
  ),
  'auth.passkeyRegister': endpoint(
    'auth.passkeyRegister',
    {
      tags: auth,
      summary: "Stores the passkey the browser created (verified against the options' challenge)",
      body: authPasskeyRegisterSchema,
      response: { 200: passkeySchema, 400: E, 401: E, 429: E },
    },
    'auth',
  ),
  'auth.passkeySignInOptions': endpoint(
    'auth.passkeySignInOptions',
    {
      tags: auth,
      summary: 'WebAuthn options to sign in with a passkey',
      response: { 200: z.looseObject({ challenge: z.string() }), 429: E },
    },
    'auth',
  ),
  'auth.passkeySignIn': endpoint(
    'auth.passkeySignIn',
    {
      tags: auth,
      summary: "Signs in with a passkey's signed challenge",
      body: authPasskeySignInSchema,
      response: { 200: z.looseObject({}), 400: E, 401: E, 429: E },
    },
    'auth',
  ),
  'auth.passkeys': endpoint(
    'auth.passkeys',
    {
      tags: auth,
      summary: "The signed-in user's passkeys",
      response: { 200: z.array(passkeySchema), 401: E },
    },
    'auth',
  ),
  'auth.passkeyDelete': endpoint(
    'auth.passkeyDelete',
    {
      tags: auth,
      summary: "Removes one of the signed-in user's passkeys",
      body: authPasskeyDeleteSchema,
      response: { 200: z.looseObject({}), 400: E, 401: E },
    },
    'auth',
  ),
  'auth.twoFactorVerifyBackupCode': endpoint(
    'auth.twoFactorVerifyBackupCode',
    {
      tags: auth,
      summary: 'A backup code instead of the app: finishes a sign-in; each code works once',
      body: authVerifyBackupCodeSchema,
      response: { 200: z.looseObject({}), 400: E, 401: E, 429: E },
    },
    'auth',
  ),

  'tokens.list': endpoint('tokens.list', {
    tags: account,
    summary: 'Personal access tokens of the signed-in user (never their secrets), with last use',
    querystring: pageQuerySchema,
    response: { 200: z.array(accessTokenSchema), 401: E, 403: E },
  }),
  'tokens.create': endpoint('tokens.create', {
    tags: account,
    summary:
      'Creates a personal access token for `Authorization: Bearer`; its secret is answered once (201)',
    body: createTokenSchema,
    response: { 200: createdTokenSchema, 201: createdTokenSchema, 400: E, 401: E, 403: E, 409: E },
  }),
  'tokens.remove': endpoint('tokens.remove', {
    tags: account,
    summary: 'Revokes a personal access token at once',
    params: idParamSchema,
    response: { 200: okSchema, 401: E, 403: E, 404: E },
  }),
  'account.get': endpoint('account.get', {
    tags: account,
    summary: 'The signed-in account: names, sign-in methods and consents',
    response: { 200: accountSchema, ...accountErrors },
  }),
  'account.consents': endpoint('account.consents', {
    tags: account,
    summary: 'Consents (analytics, marketing, linkedin_check); all false until turned on',
    response: { 200: consentsSchema, ...accountErrors },
  }),
  'account.updateConsents': endpoint('account.updateConsents', {
    tags: account,
    summary: 'Turns consents on or off; answers all of them',
    body: updateConsentsSchema,
    response: { 200: consentsSchema, ...accountErrors },
  }),
  'account.updateProfile': endpoint('account.updateProfile', {
    tags: account,
    summary: 'Changes the first and last name',
    body: updateProfileSchema,
    response: { 200: accountSchema, ...accountErrors },
  }),
  'account.changePassword': endpoint('account.changePassword', {
    tags: account,
    summary: 'Changes the password (needs the current one); ends every other session',
    body: changePasswordSchema,
    response: { 200: okSchema, ...accountErrors, 429: E },
  }),
  'account.export': endpoint('account.export', {
    tags: account,
    summary:
      'Downloads everything stored about the signed-in user as one JSON file (no password hash, no tokens)',
    produces: ['application/json'],
    response: { 200: accountExportSchema, ...accountErrors, 429: E },
  }),
  'account.delete': endpoint('account.delete', {
    tags: account,
    summary:
      'Deletes the account and every row of it in one transaction (password, or "DELETE" for Google/OIDC-only accounts); ends the session',
    body: deleteAccountSchema,
    response: { 200: okSchema, ...accountErrors, 429: E },
  }),
  'account.passwordResetMethod': endpoint('account.passwordResetMethod', {
    tags: account,
    summary: 'Whether this server can e-mail password reset links (SMTP configured)',
    response: { 200: passwordResetMethodSchema },
  }),

  'telemetry.pageView': endpoint('telemetry.pageView', {
    tags: telemetry,
    summary: 'Records a page view',
    description: telemetryDescription,
    body: pageViewSchema,
    response: { 200: okSchema, ...telemetryErrors },
  }),
  'telemetry.event': endpoint('telemetry.event', {
    tags: telemetry,
    summary: 'Records a feature event (metadata up to 2 KB, 8 levels deep)',
    description: telemetryDescription,
    body: eventSchema,
    response: { 200: okSchema, ...telemetryErrors },
  }),
  'telemetry.sessionStart': endpoint('telemetry.sessionStart', {
    tags: telemetry,
    summary: 'Starts a module session and answers its id',
    description: telemetryDescription,
    body: sessionStartSchema,
    response: { 200: sessionStartResponseSchema, ...telemetryErrors },
  }),
  'telemetry.sessionEnd': endpoint('telemetry.sessionEnd', {
    tags: telemetry,
    summary: 'Ends a module session of the signed-in user',
    description: telemetryDescription,
    body: sessionEndSchema,
    response: { 200: okSchema, ...telemetryErrors },
  }),
  'telemetry.download': endpoint('telemetry.download', {
    tags: telemetry,
    summary: 'Records a download',
    description: telemetryDescription,
    body: downloadSchema,
    response: { 200: okSchema, ...telemetryErrors },
  }),

  'resumes.list': endpoint('resumes.list', {
    tags: ['resumes'],
    summary: "The signed-in user's resumes",
    querystring: pageQuerySchema.extend({ userId: ignoredUserId }),
    response: { 200: z.array(resumeSchema), ...resumeErrors },
  }),
  'resumes.get': endpoint('resumes.get', {
    tags: ['resumes'],
    summary: "One of the signed-in user's resumes (another user's id answers 404)",
    params: idParamSchema,
    response: { 200: resumeSchema, ...resumeErrors },
  }),
  'resumes.create': endpoint('resumes.create', {
    tags: ['resumes'],
    summary: 'Stores a resume (pasted text or a builder document)',
    body: createResumeSchema,
    response: { 200: resumeSchema, ...resumeErrors },
  }),
  'resumes.export': endpoint('resumes.export', {
    tags: ['resumes'],
    summary:
      'A resume document as a PDF, DOCX or HTML file in one of the six templates; PDF and DOCX are read back before answering',
    body: exportResumeSchema,
    produces: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'text/html',
    ],
    response: {
      200: z
        .custom<Uint8Array>((v) => v instanceof Uint8Array)
        .meta({ description: 'The PDF, DOCX or HTML file' }),
      ...resumeErrors,
      422: E,
      429: E,
      503: E,
    },
  }),
  'builder.parse': endpoint('builder.parse', {
    tags: ['resumes'],
    summary: "Resume text as the builder's document, every field the parser finds filled in",
    body: parseToDocumentSchema,
    response: { 200: resumeDocumentSchema, 400: E, 401: E, 413: E, 422: E, 429: E },
  }),
  'builder.save': endpoint('builder.save', {
    tags: ['resumes'],
    summary: "Saves a builder resume again (title and document); another user's id answers 404",
    params: idParamSchema,
    body: saveBuilderResumeSchema,
    response: { 200: resumeSchema, ...resumeErrors },
  }),
  'resumes.upload': endpoint('resumes.upload', {
    tags: ['resumes'],
    summary:
      'Uploads a .pdf, .docx, .doc or .txt resume (JSON data URL or multipart/form-data field "file") and extracts its text',
    consumes: ['application/json', 'multipart/form-data'],
    body: uploadResumeSchema,
    response: {
      200: uploadResumeResponseSchema,
      ...resumeErrors,
      415: E,
      422: E,
      429: E,
    },
  }),
  'resumes.import': endpoint('resumes.import', {
    tags: ['resumes'],
    summary:
      'Imports a resume from another tool (multipart/form-data field "file"): a JSON Resume or Reactive Resume .json, a LinkedIn data export .zip, or a Europass .xml (or a Europass PDF with its XML attached)',
    consumes: ['multipart/form-data'],
    // answered with 201 Created; 200 is the shape a successful call reads
    response: {
      200: importResumeResponseSchema,
      201: importResumeResponseSchema,
      ...resumeErrors,
      415: E,
      422: E,
      429: E,
    },
  }),
  'resumes.update': endpoint('resumes.update', {
    tags: ['resumes'],
    summary: 'Renames a resume (e.g. an uploaded original)',
    params: idParamSchema,
    body: updateResumeSchema,
    response: { 200: resumeSchema, ...resumeErrors },
  }),
  'resumes.remove': endpoint('resumes.remove', {
    tags: ['resumes'],
    summary: 'Deletes a resume (e.g. an uploaded original); saved tailored resumes are kept',
    params: idParamSchema,
    response: { 200: okSchema, ...resumeErrors },
  }),
  'savedResumes.list': endpoint('savedResumes.list', {
    tags: ['saved resumes'],
    summary: "The signed-in user's saved (tailored) resumes, newest first",
    querystring: pageQuerySchema,
    response: { 200: z.array(savedResumeSchema), ...resumeErrors },
  }),
  'savedResumes.get': endpoint('savedResumes.get', {
    tags: ['saved resumes'],
    summary: 'One saved resume',
    params: idParamSchema,
    response: { 200: savedResumeSchema, ...resumeErrors },
  }),
  'savedResumes.create': endpoint('savedResumes.create', {
    tags: ['saved resumes'],
    summary: 'Saves a tailored resume',
    body: createSavedResumeSchema,
    response: { 200: savedResumeSchema, ...resumeErrors },
  }),
  'savedResumes.update': endpoint('savedResumes.update', {
    tags: ['saved resumes'],
    summary: 'Updates tags, favorite, title, company, job title, notes or content',
    params: idParamSchema,
    body: updateSavedResumeSchema,
    response: { 200: savedResumeSchema, ...resumeErrors },
  }),
  'savedResumes.remove': endpoint('savedResumes.remove', {
    tags: ['saved resumes'],
    summary: 'Deletes a saved resume',
    params: idParamSchema,
    response: { 200: okSchema, ...resumeErrors },
  }),

  'lab.tailorResume': endpoint('lab.tailorResume', {
    tags: ['resume lab'],
    summary:
      'Tailors a resume to a job description; scores come from the engine whichever provider writes',
    body: tailorRequestSchema,
    response: {
      200: tailorResponseSchema,
      400: E,
      401: E,
      413: E,
      429: E,
      502: E,
      504: E,
    },
  }),
  'lab.score': endpoint('lab.score', {
    tags: ['resume lab'],
    summary:
      'Scores a resume text against a job description with the engine (the editor re-scores as the text changes)',
    body: scoreRequestSchema,
    response: { 200: scoreResponseSchema, 400: E, 401: E, 413: E, 429: E },
  }),
  'dashboard.get': endpoint('dashboard.get', {
    tags: ['dashboard'],
    summary: "The signed-in user's stats, goals and recent activity",
    response: { 200: dashboardSchema, 401: E },
  }),

  'coverLetters.list': endpoint('coverLetters.list', {
    tags: ['cover letters'],
    summary: "The signed-in user's cover letter history (every letter generated), newest first",
    querystring: pageQuerySchema,
    response: { 200: z.array(coverLetterSchema), 401: E },
  }),
  'coverLetters.generate': endpoint('coverLetters.generate', {
    tags: ['cover letters'],
    summary:
      'Writes a cover letter from a resume (or none) and a job, checks it against the resume and keeps it in the history',
    description:
      'Nothing about the candidate comes from anywhere but the chosen resume: a sentence naming an employer, title, degree, date, figure or skill the resume does not hold is removed, or the letter is refused and the engine writes one. Each sentence about the candidate carries the resume line it rests on.',
    body: generateCoverLetterSchema,
    response: { 200: generateCoverLetterResponseSchema, ...letterErrors },
  }),
  'coverLetters.remove': endpoint('coverLetters.remove', {
    tags: ['cover letters'],
    summary: 'Removes a letter from the history',
    params: idParamSchema,
    response: { 200: okSchema, 401: E, 404: E },
  }),
  'coverLetters.enhanceAts': endpoint('coverLetters.enhanceAts', {
    tags: ['cover letters'],
    summary:
      'Scores a letter against a job (ATS, personality, relevance; deterministic) with strengths, gaps and rewrites that add no fact',
    body: enhanceAtsSchema,
    response: { 200: letterAnalysisSchema, ...letterErrors },
  }),
  'coverLetters.export': endpoint('coverLetters.export', {
    tags: ['cover letters'],
    summary:
      "A letter as a PDF or DOCX file, headed by the chosen resume's name and contact details",
    body: exportCoverLetterSchema,
    produces: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    response: {
      200: z
        .custom<Uint8Array>((v) => v instanceof Uint8Array)
        .meta({ description: 'The PDF or DOCX file' }),
      ...letterErrors,
    },
  }),
  'savedCoverLetters.list': endpoint('savedCoverLetters.list', {
    tags: ['saved cover letters'],
    summary: "The signed-in user's saved cover letters, newest first",
    querystring: pageQuerySchema,
    response: { 200: z.array(savedCoverLetterSchema), 401: E },
  }),
  'savedCoverLetters.get': endpoint('savedCoverLetters.get', {
    tags: ['saved cover letters'],
    summary: 'One saved cover letter',
    params: idParamSchema,
    response: { 200: savedCoverLetterSchema, 401: E, 404: E },
  }),
  'savedCoverLetters.create': endpoint('savedCoverLetters.create', {
    tags: ['saved cover letters'],
    summary: 'Saves a cover letter',
    body: createSavedCoverLetterSchema,
    response: { 200: savedCoverLetterSchema, ...letterErrors },
  }),
  'savedCoverLetters.update': endpoint('savedCoverLetters.update', {
    tags: ['saved cover letters'],
    summary: 'Updates favorite, title, text, company, job title, tone or tags',
    params: idParamSchema,
    body: updateSavedCoverLetterSchema,
    response: { 200: savedCoverLetterSchema, ...letterErrors },
  }),
  'savedCoverLetters.remove': endpoint('savedCoverLetters.remove', {
    tags: ['saved cover letters'],
    summary: 'Deletes a saved cover letter',
    params: idParamSchema,
    response: { 200: okSchema, 401: E, 404: E },
  }),
  'linkedin.optimize': endpoint('linkedin.optimize', {
    tags: ['linkedin'],
    summary:
      "Rewrites a LinkedIn About for a target role from the user's own sentences, with engagement and recruiter-appeal scores",
    body: optimizeLinkedinSchema,
    response: { 200: linkedinResultSchema, ...letterErrors },
  }),
  'savedLinkedin.list': endpoint('savedLinkedin.list', {
    tags: ['linkedin'],
    summary: "The signed-in user's saved About drafts, newest first",
    querystring: pageQuerySchema,
    response: { 200: z.array(savedLinkedinSchema), 401: E },
  }),
  'savedLinkedin.get': endpoint('savedLinkedin.get', {
    tags: ['linkedin'],
    summary: 'One saved About draft',
    params: idParamSchema,
    response: { 200: savedLinkedinSchema, 401: E, 404: E },
  }),
  'savedLinkedin.create': endpoint('savedLinkedin.create', {
    tags: ['linkedin'],
    summary: 'Saves an About draft (its engagement score is measured again by the engine)',
    body: createSavedLinkedinSchema,
    response: { 200: savedLinkedinSchema, ...letterErrors },
  }),
  'savedLinkedin.update': endpoint('savedLinkedin.update', {
    tags: ['linkedin'],
    summary: 'Updates a saved About draft',
    params: idParamSchema,
    body: updateSavedLinkedinSchema,
    response: { 200: savedLinkedinSchema, ...letterErrors },
  }),
  'savedLinkedin.remove': endpoint('savedLinkedin.remove', {
    tags: ['linkedin'],
    summary: 'Deletes a saved About draft',
    params: idParamSchema,
    response: { 200: okSchema, 401: E, 404: E },
  }),

  'applications.list': endpoint('applications.list', {
    tags: ['applications'],
    summary:
      "The signed-in user's job applications, newest application date first; filter by status, search company and title, sort by date, priority or status",
    querystring: applicationListQuerySchema,
    response: { 200: z.array(applicationSchema), 400: E, 401: E },
  }),
  'applications.create': endpoint('applications.create', {
    tags: ['applications'],
    summary:
      'Tracks a job application (status applied, priority medium and today by default); the first stage of its history is recorded',
    body: createApplicationSchema,
    response: { 200: applicationSchema, 400: E, 401: E, 404: E, 413: E },
  }),
  'applications.insights': endpoint('applications.insights', {
    tags: ['applications'],
    summary:
      'Pipeline, funnel, time in stage, applications over time, stale applications and response rates by resume score band, resume version and source',
    response: { 200: applicationInsightsSchema, 401: E },
  }),
  'jobs.import': endpoint('jobs.import', {
    tags: ['jobs'],
    summary:
      "Reads a job posting from a link (schema.org JobPosting, the Greenhouse, Lever and Ashby job boards, or the page's text) or from a page's HTML",
    body: importJobSchema,
    response: { 200: importJobResponseSchema, 400: E, 401: E, 413: E, 422: E, 429: E, 502: E },
  }),
  'applications.export': endpoint('applications.export', {
    tags: ['applications'],
    summary: "Every application as a CSV file (the tracker's columns)",
    produces: ['text/csv'],
    response: { 200: z.string().meta({ description: 'The CSV file' }), 401: E },
  }),
  'applications.importPreview': endpoint('applications.importPreview', {
    tags: ['applications'],
    summary:
      'Reads a CSV file and shows what an import would do: the column mapping, new rows, duplicates and rows with problems (nothing is stored)',
    body: importApplicationsSchema,
    response: { 200: importPreviewSchema, 400: E, 401: E, 413: E, 429: E },
  }),
  'applications.import': endpoint('applications.import', {
    tags: ['applications'],
    summary:
      'Imports up to 1,000 rows of a CSV file: duplicates (same URL, or same company and title) and bad rows are skipped and reported by line',
    body: importApplicationsSchema,
    response: { 200: importResultSchema, 400: E, 401: E, 413: E, 429: E },
  }),
  'applications.calendar': endpoint('applications.calendar', {
    tags: ['applications'],
    summary:
      'The tracker as an iCalendar file (RFC 5545): each interview, each offer deadline and a follow-up reminder for each active application with no answer',
    produces: ['text/calendar'],
    response: { 200: calendarTextSchema, 401: E },
  }),
  'applications.calendarFeed': endpoint('applications.calendarFeed', {
    tags: ['applications'],
    summary: 'Whether a private calendar feed exists (its address is shown only when made)',
    response: { 200: calendarFeedStatusSchema, 401: E },
  }),
  'applications.createCalendarFeed': endpoint('applications.createCalendarFeed', {
    tags: ['applications'],
    summary:
      'Makes a secret calendar feed address for calendar apps, replacing (and ending) any earlier one',
    response: { 200: calendarFeedSchema, 401: E, 429: E },
  }),
  'applications.revokeCalendarFeed': endpoint('applications.revokeCalendarFeed', {
    tags: ['applications'],
    summary: 'Ends the calendar feed at once: its address answers 404 from now on',
    response: { 200: okSchema, 401: E, 429: E },
  }),
  'applications.calendarFeedIcs': endpoint('applications.calendarFeedIcs', {
    tags: ['applications'],
    summary:
      "The calendar of the feed's owner, for calendar apps: no session, the secret address is the key (404 when unknown or ended)",
    params: calendarFeedParamsSchema,
    produces: ['text/calendar'],
    response: { 200: calendarTextSchema, 404: E, 429: E },
  }),
  'applications.settings': endpoint('applications.settings', {
    tags: ['applications'],
    summary: "The tracker's settings: the follow-up reminder (days without an answer, or off)",
    response: { 200: trackerSettingsSchema, 401: E },
  }),
  'applications.updateSettings': endpoint('applications.updateSettings', {
    tags: ['applications'],
    summary: 'Changes the follow-up reminder: 1 to 90 days without an answer, or null for off',
    body: updateTrackerSettingsSchema,
    response: { 200: trackerSettingsSchema, 400: E, 401: E, 429: E },
  }),
  'applications.get': endpoint('applications.get', {
    tags: ['applications'],
    summary: 'One application with its stage history',
    params: idParamSchema,
    response: { 200: applicationDetailSchema, 401: E, 404: E },
  }),
  'applications.update': endpoint('applications.update', {
    tags: ['applications'],
    summary: 'Changes an application; a new status is recorded in its stage history',
    params: idParamSchema,
    body: updateApplicationSchema,
    response: { 200: applicationSchema, 400: E, 401: E, 404: E, 413: E },
  }),
  'applications.remove': endpoint('applications.remove', {
    tags: ['applications'],
    summary: 'Deletes an application and its stage history',
    params: idParamSchema,
    response: { 200: okSchema, 401: E, 404: E },
  }),
  'analytics.get': endpoint('analytics.get', {
    tags: ['analytics'],
    summary:
      "The signed-in user's analytics from their own activity: stats, this week and month, ATS history, streak, company targets, recommendations and recent activity",
    response: { 200: analyticsSchema, 401: E },
  }),
  'leaderboard.get': endpoint('leaderboard.get', {
    tags: ['analytics'],
    summary:
      'Members who opted in, ranked by effort and improvement (never job outcomes); names are an alias or first name and last initial',
    response: { 200: leaderboardSchema, 401: E },
  }),
  'leaderboard.join': endpoint('leaderboard.join', {
    tags: ['analytics'],
    summary: 'Joins the leaderboard (opt-in), optionally under an alias; again to change the alias',
    body: joinLeaderboardSchema,
    response: { 200: leaderboardMembershipSchema, 400: E, 401: E },
  }),
  'leaderboard.leave': endpoint('leaderboard.leave', {
    tags: ['analytics'],
    summary: 'Leaves the leaderboard: the user is no longer listed or counted',
    response: { 200: leaderboardMembershipSchema, 401: E },
  }),

  'subscription.get': endpoint('subscription.get', {
    tags: ['billing'],
    summary:
      "The user's plan, status, period end and this period's usage against the plan's limits",
    response: { 200: subscriptionSchema, 401: E },
  }),
  'subscription.upgrade': endpoint('subscription.upgrade', {
    tags: ['billing'],
    summary:
      'Changes the plan: at once when billing is free, else through a Stripe Checkout address (or a change of the paid subscription)',
    body: upgradeSchema,
    response: { 200: upgradeResponseSchema, 400: E, 401: E, 429: E, 502: E },
  }),
  'subscription.cancel': endpoint('subscription.cancel', {
    tags: ['billing'],
    summary: 'Cancels a paid plan at the end of the billing period',
    response: { 200: subscriptionSchema, 400: E, 401: E, 502: E },
  }),
  'billing.portal': endpoint('billing.portal', {
    tags: ['billing'],
    summary:
      "Redirects to Stripe's customer portal (payment methods, invoices); without Stripe, to the billing tab",
  }),
  'billing.webhook': endpoint('billing.webhook', {
    tags: ['billing'],
    summary:
      "Stripe's events, signature-checked on the raw body; each event id is applied once and the subscription is re-read from Stripe",
    response: { 200: z.object({ received: z.literal(true) }), 400: E },
  }),

  'blog.list': endpoint('blog.list', {
    tags: ['blog'],
    summary: 'Published articles, newest first, a page at a time',
    querystring: blogListQuerySchema,
    response: { 200: blogListSchema },
  }),
  'blog.featured': endpoint('blog.featured', {
    tags: ['blog'],
    summary: 'Up to 3 featured articles for the home page',
    response: { 200: z.array(blogPostSummarySchema) },
  }),
  'blog.post': endpoint('blog.post', {
    tags: ['blog'],
    summary: 'One article with its Markdown body',
    params: blogSlugParamsSchema,
    response: { 200: blogPostSchema, 404: E },
  }),
  'testimonials.list': endpoint('testimonials.list', {
    tags: ['testimonials'],
    summary: 'Every testimonial, optionally filtered by industry',
    querystring: testimonialsQuerySchema,
    response: { 200: z.array(testimonialSchema) },
  }),
  'testimonials.featured': endpoint('testimonials.featured', {
    tags: ['testimonials'],
    summary: 'Up to 3 featured testimonials for the home page',
    response: { 200: z.array(testimonialSchema) },
  }),
  'community.members': endpoint('community.members', {
    tags: ['community'],
    summary: 'Public community member profiles',
    response: { 200: z.array(communityMemberSchema) },
  }),
  'community.featured': endpoint('community.featured', {
    tags: ['community'],
    summary: 'Up to 4 featured members for the home page',
    response: { 200: z.array(communityMemberSchema) },
  }),
  'resources.pdf': endpoint('resources.pdf', {
    tags: ['resources'],
    summary: 'A free career resource (checklist, worksheet, planner) as a PDF file',
    params: resourceParamsSchema,
    produces: ['application/pdf'],
    response: {
      200: z
        .custom<Uint8Array>((v) => v instanceof Uint8Array)
        .meta({ description: 'The PDF file' }),
      404: E,
    },
  }),

  'inbox.newsletter': endpoint('inbox.newsletter', {
    tags: ['inbox'],
    summary: 'Subscribe an e-mail address to the newsletter (409 when already subscribed)',
    body: newsletterSchema,
    response: { 200: inboxReceiptSchema, ...inboxErrors },
  }),
  'inbox.waitlist': endpoint('inbox.waitlist', {
    tags: ['inbox'],
    summary: 'Join the waitlist of the upcoming companion product (409 when already on it)',
    body: waitlistSchema,
    response: { 200: inboxReceiptSchema, ...inboxErrors },
  }),
  'inbox.contact': endpoint('inbox.contact', {
    tags: ['inbox'],
    summary: 'Send a message to the team (every field required; message up to 5,000 characters)',
    body: contactSchema,
    response: { 200: inboxReceiptSchema, 400: E, 429: E },
  }),
  'interviews.list': endpoint('interviews.list', {
    tags: ['interviews'],
    summary: "The signed-in user's interview sessions, newest first",
    querystring: pageQuerySchema.extend({ userId: ignoredUserId }),
    response: { 200: z.array(interviewSessionSchema), 401: E },
  }),
  'interviews.generate': endpoint('interviews.generate', {
    tags: ['interviews'],
    summary:
      "Generates and stores a session of questions from a job description (and optionally one of the user's resumes)",
    body: generateInterviewSchema,
    response: {
      200: generatedInterviewSchema,
      400: E,
      401: E,
      404: E,
      413: E,
      429: E,
      502: E,
      504: E,
    },
  }),
  'interviews.analyze': endpoint('interviews.analyze', {
    tags: ['interviews'],
    summary:
      'Scores an answer with the STAR rubric; with a session and question id the answer is stored and earns XP',
    body: analyzeAnswerRequestSchema,
    response: { 200: answerAnalysisSchema, 400: E, 401: E, 404: E, 413: E, 429: E, 502: E, 504: E },
  }),
  'interviews.progress': endpoint('interviews.progress', {
    tags: ['interviews'],
    summary:
      'XP, level, streaks (in the given time zone), achievements and stats, computed from the stored answers',
    querystring: interviewProgressQuerySchema,
    response: { 200: interviewProgressSchema, 400: E, 401: E },
  }),
  'interviews.transcribeStatus': endpoint('interviews.transcribeStatus', {
    tags: ['interviews'],
    summary: 'Whether this server transcribes spoken answers (TRANSCRIBE_BASE_URL set)',
    response: { 200: transcriptionStatusSchema, 401: E },
  }),
  'interviews.transcribe': endpoint('interviews.transcribe', {
    tags: ['interviews'],
    summary: `Transcribes a spoken answer (raw audio body, audio/* content type, at most ${MAX_AUDIO_BYTES / 1024 / 1024} MB and 10 minutes); the audio is never stored`,
    consumes: ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg', 'audio/wav'],
    querystring: transcribeQuerySchema,
    response: {
      200: transcriptionSchema,
      400: E,
      401: E,
      413: E,
      415: E,
      429: E,
      502: E,
      503: E,
      504: E,
    },
  }),
  'interviews.get': endpoint('interviews.get', {
    tags: ['interviews'],
    summary: 'One session with its questions and the latest answer to each',
    params: idParamSchema,
    response: { 200: interviewSessionDetailSchema, 401: E, 404: E },
  }),
  'salary.analyze': endpoint('salary.analyze', {
    tags: ['salary'],
    summary:
      "Places the user's salary, target and offer on the BLS wage curve of their occupation and state, with a negotiation script; stored for the user",
    description:
      'Every number comes from BLS OEWS May 2023 data and documented factors, whichever provider writes the words.',
    body: salaryAnalyzeSchema,
    response: { 200: salaryAnalysisSchema, 400: E, 401: E, 413: E, 429: E, 502: E, 504: E },
  }),
  'salary.list': endpoint('salary.list', {
    tags: ['salary'],
    summary: "The signed-in user's salary analyses, newest first",
    querystring: pageQuerySchema,
    response: { 200: z.array(salaryAnalysisSummarySchema), 401: E },
  }),
  'salary.get': endpoint('salary.get', {
    tags: ['salary'],
    summary: 'One stored salary analysis',
    params: idParamSchema,
    response: { 200: salaryAnalysisSchema, 401: E, 404: E },
  }),
  'salary.remove': endpoint('salary.remove', {
    tags: ['salary'],
    summary: 'Deletes a stored salary analysis',
    params: idParamSchema,
    response: { 200: okSchema, 401: E, 404: E },
  }),
  'career.plan': endpoint('career.plan', {
    tags: ['career'],
    summary:
      'A career plan from the current to the target role on O*NET occupations and BLS wages; stored for the user',
    body: careerPlanRequestSchema,
    response: { 200: careerPlanSchema, 400: E, 401: E, 413: E, 429: E, 502: E, 504: E },
  }),
  'career.list': endpoint('career.list', {
    tags: ['career'],
    summary: "The signed-in user's career plans, newest first",
    querystring: pageQuerySchema,
    response: { 200: z.array(careerPlanSummarySchema), 401: E },
  }),
  'career.get': endpoint('career.get', {
    tags: ['career'],
    summary: 'One stored career plan',
    params: idParamSchema,
    response: { 200: careerPlanSchema, 401: E, 404: E },
  }),
  'career.remove': endpoint('career.remove', {
    tags: ['career'],
    summary: 'Deletes a stored career plan',
    params: idParamSchema,
    response: { 200: okSchema, 401: E, 404: E },
  }),
  mcp: endpoint('mcp', {
    tags: ['agents'],
    summary:
      'The MCP server (Streamable HTTP, JSON-RPC 2.0, stateless) for agents, with a personal access token as `Authorization: Bearer`',
    description:
      'Tools: score_resume, tailor_resume, list_resumes, get_resume, write_cover_letter, analyze_cover_letter, import_job, list_applications, add_application, update_application, salary_estimate, career_plan, interview_questions, analyze_answer. Each answers as the HTTP route it names, with the same validation and limits; write tools refuse a read token.',
    body: mcpMessageSchema,
    response: { 200: z.unknown(), 400: E, 401: E, 403: E, 406: E, 413: E, 415: E, 429: E },
  }),
} satisfies { [N in ApiName]: Endpoint };

export type ApiEndpoints = typeof apiEndpoints;

type SchemaOf<N extends ApiName> = ApiEndpoints[N]['schema'];
type InputPart<S, K extends string, As extends string> = S extends {
  [P in K]: infer T extends z.ZodType;
}
  ? // A part whose fields are all optional (paging, filters) may be left out.
    Record<string, never> extends z.input<T>
    ? { [P in As]?: z.input<T> }
    : { [P in As]: z.input<T> }
  : { [P in As]?: never };

/** What a call of `name` sends: `params` for the path, `query`, `body`, each typed from the table. */
export type ApiInput<N extends ApiName> = InputPart<SchemaOf<N>, 'params', 'params'> &
  InputPart<SchemaOf<N>, 'querystring', 'query'> &
  InputPart<SchemaOf<N>, 'body', 'body'>;

/** What a successful call of `name` answers (its 200 response). */
export type ApiOutput<N extends ApiName> =
  SchemaOf<N> extends { response: { 200: infer T extends z.ZodType } } ? z.output<T> : unknown;

/**
 * A route's method, URL and schema, as the server registers it: `app.route({ ...routeOf(name),
 * handler })`. The operation id in the OpenAPI document is the entry's name.
 */
export function routeOf<N extends ApiName>(name: N) {
  const e: Endpoint = apiEndpoints[name];
  return {
    method: e.method,
    url: e.path,
    schema: { ...e.schema, operationId: name },
  } as unknown as {
    method: ApiEndpoints[N]['method'];
    url: ApiEndpoints[N]['path'];
    schema: SchemaOf<N> & { operationId: N };
  };
}

/** The auth library endpoints the proxy checks, by their path under /api/auth. */
export const authProxyBodies: ReadonlyMap<string, z.ZodType> = new Map(
  Object.values(apiEndpoints as Record<string, Endpoint>)
    .filter((e) => e.proxy === 'auth' && e.schema.body)
    .map((e) => [e.path.slice('/api/auth'.length), e.schema.body!]),
);
