/**
 * An originating account's file channel to its bank (NACHA files up by SFTP, return and NOC files down): the
 * settings' rules, the remote file name a pattern gives, and the host-key fingerprint as OpenSSH prints it.
 */
import { z } from 'zod';
import { SECRET_PLACEHOLDER } from './payment-systems';

/** The tokens a naming pattern may use; `{id}` or `{fileName}` must be among them, so every file has its own name. */
export const ACH_FILE_NAME_TOKENS = ['{fileName}', '{id}', '{date}', '{time}', '{modifier}', '{companyId}'] as const;
/**
 * The file name counts its modifier per originating account, so two accounts write the same `{fileName}` in the same
 * minute: the company ID keeps their files apart when their channels share one bank folder.
 */
export const DEFAULT_ACH_FILE_NAME_PATTERN = '{companyId}-{fileName}';
export const DEFAULT_SFTP_PORT = 22;

/** `SHA256:` and 43 characters of unpadded base64: what `ssh-keygen -lf` and `ssh-keyscan | ssh-keygen -lf -` print. */
const FINGERPRINT = /^SHA256:[A-Za-z0-9+/]{43}$/;
/** A folder on the server: absolute or relative to the login folder, no `..` step, no control characters. */
const FOLDER = /^(?!.*(^|\/)\.\.(\/|$))[^\0-\x1f]{1,300}$/;
/** What a rendered file name may hold: banks' systems read plain names. */
const REMOTE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export const achChannelMessages = {
  host: 'Enter the host name or IP address of the bank’s SFTP server.',
  port: 'Enter a port from 1 to 65535.',
  username: 'Enter the user name the bank gave you.',
  fingerprint: 'Enter the host key’s SHA256 fingerprint as OpenSSH prints it (SHA256: followed by 43 characters).',
  folder: 'Enter a folder on the server without “..”.',
  pattern: 'The file name pattern must contain {id} or {fileName} and give a plain file name (letters, digits, dot, dash, underscore).',
  credentials: 'Enter a password or a private key.',
  privateKey: 'The private key must be an OpenSSH or PEM private key.',
} as const;

/** What saving a channel says about its connection test (never the library's raw error). */
export const achChannelConnectionMessages = {
  ok: (host: string) => `Connected to ${host}: the host key matches and the upload folder is there.`,
  notFound: (host: string) => `The host name ${host} could not be found. Check the host name the bank gave you.`,
  refused: (host: string, port: number) => `${host} refused the connection on port ${port}. Check the port, or ask the bank whether our address is allowed.`,
  timeout: (host: string, port: number) => `${host} did not answer on port ${port}. Check the host and port, or ask the bank whether our address is allowed.`,
  credentials: (username: string) => `The server refused the user ${username} with the password or key given.`,
  hostKey: (presented: string) => `The server showed the host key ${presented}, not the pinned one: nothing is sent until the key is checked with the bank.`,
  noFolder: (folder: string) => `Connected, but the upload folder ${folder} is not on the server.`,
  other: (host: string, port: number) => `The connection to ${host}:${port} failed before a session was open.`,
} as const;

export interface AchFileNameParts {
  id: string;
  fileName: string;
  createdAt: Date;
  /** The file ID modifier (A–Z, 0–9) of the file header. */
  modifier: string;
  companyId: string;
}

/** The remote name of a file: the same every time for the same file, so the server can be asked whether it holds it. */
export function remoteAchFileName(pattern: string, file: AchFileNameParts): string {
  const iso = file.createdAt.toISOString();
  const values: Record<(typeof ACH_FILE_NAME_TOKENS)[number], string> = {
    '{fileName}': file.fileName,
    '{id}': file.id,
    '{date}': iso.slice(0, 10).replaceAll('-', ''),
    '{time}': iso.slice(11, 16).replace(':', ''),
    '{modifier}': file.modifier,
    '{companyId}': file.companyId.trim(),
  };
  return ACH_FILE_NAME_TOKENS.reduce((name, token) => name.replaceAll(token, values[token]), pattern);
}

/** The name a file is written under before its rename: hidden, so a bank's pick-up never sees half a file. */
export function temporaryAchFileName(remoteName: string): string {
  return `.${remoteName}.part`;
}

function patternIsUsable(pattern: string): boolean {
  if (!pattern.includes('{id}') && !pattern.includes('{fileName}')) return false;
  const sample = remoteAchFileName(pattern, { id: '00000000-0000-4000-8000-000000000000', fileName: 'ACH-202601010000-A.ach', createdAt: new Date(0), modifier: 'A', companyId: '1234567890' });
  return REMOTE_NAME.test(sample) && !/\{[a-zA-Z]*\}/.test(sample);
}

const text = (max: number, message: string) => z.string({ required_error: message }).trim().min(1, message).max(max, message);

/**
 * The administrator's settings of a channel. A secret left out (or sent as the placeholder by the caller, which
 * strips it first) keeps the stored one; at least one credential must exist once stored ones are counted.
 */
export const achChannelSchema = z.object({
  host: text(253, achChannelMessages.host).regex(/^[A-Za-z0-9.:-]+$/, achChannelMessages.host),
  port: z.coerce.number({ invalid_type_error: achChannelMessages.port }).int(achChannelMessages.port).min(1, achChannelMessages.port).max(65535, achChannelMessages.port).default(DEFAULT_SFTP_PORT),
  username: text(100, achChannelMessages.username).regex(/^[^\s:@/]+$/, achChannelMessages.username),
  password: z.string().max(1000).optional(),
  privateKey: z
    .string()
    .max(16 * 1024)
    .refine((v) => !v.trim() || v === SECRET_PLACEHOLDER || /-----BEGIN (OPENSSH|RSA|EC|DSA|ENCRYPTED)? ?PRIVATE KEY-----/.test(v), achChannelMessages.privateKey)
    .optional(),
  privateKeyPassphrase: z.string().max(1000).optional(),
  hostKeyFingerprint: z.string({ required_error: achChannelMessages.fingerprint }).trim().regex(FINGERPRINT, achChannelMessages.fingerprint),
  uploadFolder: z.string({ required_error: achChannelMessages.folder }).trim().regex(FOLDER, achChannelMessages.folder),
  fileNamePattern: z.string().trim().default(DEFAULT_ACH_FILE_NAME_PATTERN).refine(patternIsUsable, achChannelMessages.pattern),
  returnsFolder: z.string().trim().regex(FOLDER, achChannelMessages.folder).optional(),
  enabled: z.boolean().default(true),
});
export type AchChannelInput = z.infer<typeof achChannelSchema>;

/**
 * The administrator's channel form (/pa/setup/bank-accounts/channel/:id): the same rules, with an unticked
 * "enabled" box meaning off (a form sends nothing for it) rather than the API's default of on.
 */
export const achChannelFormSchema = achChannelSchema.extend({ enabled: z.boolean().optional().transform((v) => v ?? false) });

/** The administrator's retry or cancel of a file not delivered: which file, and why (kept in the audit and shown with its payments). */
export const achFileActionSchema = z.object({
  achFileId: z.string({ required_error: 'Choose a file.' }).uuid('Choose a file.'),
  reason: z.string({ required_error: 'Say why: the reason is kept with the file and shown with its payments.' }).trim().min(1, 'Say why: the reason is kept with the file and shown with its payments.').max(500),
});
