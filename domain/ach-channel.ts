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
/**
 * The largest bank file (return or notification of change) read from a channel's returns folder: 10 MiB, some
 * 110,000 records of 94 characters, far beyond any return file; a larger file is left unread and reported.
 */
export const BANK_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** `SHA256:` and 43 characters of unpadded base64: what `ssh-keygen -lf` and `ssh-keyscan | ssh-keygen -lf -` print. */
const FINGERPRINT = /^SHA256:[A-Za-z0-9+/]{43}$/;
/**
 * A folder on the server: absolute or relative to the login folder, `/` between steps, no `..` step, no backslash
 * (a Windows server reads `..\..\etc` as two steps up), no control characters.
 */
const FOLDER = /^(?!.*(^|\/)\.\.(\/|$))[^\0-\x1f\\]{1,300}$/;
/** What a rendered file name may hold: banks' systems read plain names. */
const REMOTE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export const achChannelMessages = {
  host: 'Enter the host name or IP address of the bank’s SFTP server.',
  port: 'Enter a port from 1 to 65535.',
  username: 'Enter the user name the bank gave you.',
  fingerprint: 'Enter the host key’s SHA256 fingerprint as OpenSSH prints it (SHA256: followed by 43 characters).',
  folder: 'Enter a folder on the server with “/” between folders and without “..” or “\\”.',
  hostForbidden: 'This address is a link-local, cloud metadata or reserved address, never a bank’s server: enter the bank’s SFTP host.',
  hostLoopback: 'In production the bank’s SFTP server cannot be this machine: enter the bank’s SFTP host.',
  hostNumeric: 'Write an IP address as four numbers from 0 to 255 separated by dots, or enter the host name.',
  secretsAgain: 'The server or user name changed: enter the password or private key for the new server again (stored secrets are never offered to another server).',
  pattern: 'The file name pattern must contain {id} or {fileName} and give a plain file name (letters, digits, dot, dash, underscore).',
  credentials: 'Enter a password or a private key.',
  privateKey: 'The private key must be an OpenSSH or PEM private key.',
} as const;

/** What a failed connection to a channel's server is shown as: plain words, never the network library's text. */
export const channelConnectionProblems = {
  hostNotFound: 'the host name was not found',
  refused: 'the server refused the connection on this port',
  timedOut: 'the server did not answer in time',
  unreachable: 'the server cannot be reached from here',
  closed: 'the server closed the connection',
  authentication: 'the server did not accept the user name with this password or key',
  notSftp: 'the server did not answer as an SSH file transfer server',
  noHostKey: 'the server offered no host key of a kind Payloft can check',
  forbiddenAddress: 'the host name leads to a link-local, cloud metadata or reserved address, where no bank’s server is',
  loopbackInProduction: 'the host name leads to this machine, where no bank’s server is in production',
  other: 'the connection to the server failed',
} as const;

/** An IPv4 address as four numbers, or null. */
function ipv4(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^(0|[1-9][0-9]{0,2})$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number);
}

/** An IPv6 address as eight 16-bit groups (an embedded IPv4 tail included), or null. */
function ipv6(host: string): number[] | null {
  if (!host.includes(':')) return null;
  let text = host;
  const tail = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = ipv4(tail[1]);
    if (!v4) return null;
    text = `${text.slice(0, tail.index)}:${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string) => (part ? part.split(':') : []);
  const [head, rest] = [groups(halves[0]), halves.length === 2 ? groups(halves[1]) : null];
  const missing = rest ? 8 - head.length - rest.length : 0;
  if (rest ? missing < 1 : head.length !== 8) return null;
  const all = rest ? [...head, ...Array<string>(missing).fill('0'), ...rest] : head;
  if (!all.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return null;
  return all.map((g) => parseInt(g, 16));
}

type HostClass = 'forbidden' | 'loopback' | 'numeric' | 'ok';

function classifyIpv4([a, b, c, d]: number[]): HostClass {
  // "This network", link-local (169.254/16, the clouds' metadata address among them), Alibaba's metadata address,
  // multicast, reserved and broadcast.
  if (a === 0 || (a === 169 && b === 254) || (a === 100 && b === 100 && c === 100 && d === 200) || a >= 224) return 'forbidden';
  if (a === 127) return 'loopback';
  return 'ok';
}

/**
 * What a host is: `forbidden` (link-local, metadata, unspecified, multicast or reserved: never a bank), `loopback`
 * (this machine), `numeric` (a number the resolver would read as an address, written another way than four decimal
 * numbers: `2852039166`, `0xa9fea9fe`, `0251.0376.0251.0376`) or `ok`. Private ranges (10/8, 172.16/12, 192.168/16,
 * fc00::/7) are `ok`: a bank reached over a site-to-site VPN has such an address.
 */
export function classifyChannelHost(host: string): HostClass {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  const v4 = ipv4(name);
  if (v4) return classifyIpv4(v4);
  const v6 = ipv6(name);
  if (v6) {
    const [g0, g1, g2, g3, g4, g5, g6, g7] = v6;
    const prefixZero = [g0, g1, g2, g3, g4].every((g) => g === 0);
    // IPv4 inside IPv6 (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::a.b.c.d) is judged as the IPv4 address.
    if ((prefixZero && (g5 === 0xffff || (g5 === 0 && (g6 !== 0 || g7 > 1)))) || (g0 === 0x64 && g1 === 0xff9b && [g2, g3, g4, g5].every((g) => g === 0))) {
      return classifyIpv4([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]);
    }
    if (prefixZero && g5 === 0 && g6 === 0 && g7 === 1) return 'loopback';
    // Unspecified, link-local fe80::/10, multicast ff00::/8, AWS's metadata address fd00:ec2::254.
    if (v6.every((g) => g === 0) || (g0 & 0xffc0) === 0xfe80 || g0 >> 8 === 0xff || (g0 === 0xfd00 && g1 === 0xec2 && g7 === 0x254 && [g2, g3, g4, g5, g6].every((g) => g === 0))) return 'forbidden';
    return 'ok';
  }
  if (name.includes(':')) return 'numeric';
  // A last label of digits or 0x… is read by the resolver as a number (inet_aton), not a name.
  if (/(^|\.)(0x[0-9a-f]*|[0-9]+)$/.test(name)) return 'numeric';
  if (name === 'localhost' || name.endsWith('.localhost')) return 'loopback';
  if (name === 'metadata' || name === 'metadata.google.internal' || name === 'instance-data' || name.startsWith('instance-data.')) return 'forbidden';
  return 'ok';
}

/** Why a channel may not use this host, or null; `production` also refuses this machine. */
export function channelHostProblem(host: string, { production }: { production: boolean }): string | null {
  const kind = classifyChannelHost(host);
  if (kind === 'forbidden') return achChannelMessages.hostForbidden;
  if (kind === 'numeric') return achChannelMessages.hostNumeric;
  if (kind === 'loopback' && production) return achChannelMessages.hostLoopback;
  return null;
}

/** What saving a channel says about its connection test (never the library's raw error). */
export const achChannelConnectionMessages = {
  ok: (host: string) => `Connected to ${host}: the host key matches and the upload folder is there.`,
  notFound: (host: string) => `The host name ${host} could not be found. Check the host name the bank gave you.`,
  refused: (host: string, port: number) => `${host} refused the connection on port ${port}. Check the port, or ask the bank whether our address is allowed.`,
  timeout: (host: string, port: number) => `${host} did not answer on port ${port}. Check the host and port, or ask the bank whether our address is allowed.`,
  credentials: (username: string) => `The server refused the user ${username} with the password or key given.`,
  hostKey: (presented: string) => `The server showed the host key ${presented}, not the pinned one: nothing is sent until the key is checked with the bank.`,
  noFolder: (folder: string) => `Connected, but the upload folder ${folder} is not on the server.`,
  failed: (host: string, port: number, problem: string) => `The connection to ${host}:${port} failed: ${problem}.`,
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
  host: text(253, achChannelMessages.host)
    .regex(/^[A-Za-z0-9.:-]+$/, achChannelMessages.host)
    // Loopback is refused in production only (the resolver knows the environment); these never.
    .superRefine((host, ctx) => {
      const problem = channelHostProblem(host, { production: false });
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    }),
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
