/**
 * The lead API's logs: pino, one JSON object a line (pino-pretty makes them readable in a terminal
 * for npm start). Every request gets a request id (the X-Request-Id a CDN sent, when it is a plain
 * token, else a new one), answered in X-Request-Id and carried by every line logged for it. Lines
 * name leads by id. The shopper's details and credentials are redacted by path wherever they turn
 * up (REDACTED_PATHS): code should never log them, and redaction catches it when it does.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import pretty from 'pino-pretty';

export type { Logger };

/** Keys whose values never reach a log line, at the top of a logged object or one level down. */
const PERSONAL_KEYS = ['name', 'last_name', 'email', 'phone', 'to', 'fields', 'userData', 'body', 'secret', 'password'];
const REDACTED_PATHS = [
  ...PERSONAL_KEYS,
  ...PERSONAL_KEYS.map((key) => `*.${key}`),
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  // A database error can quote the row it refused (PostgreSQL's "Failing row contains …").
  'err.detail',
  'err.where',
];

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

export type LoggerOptions = {
  /** Default: LOG_LEVEL from the environment, else info. */
  level?: string;
  /** Readable lines for a terminal (npm start) instead of JSON. */
  pretty?: boolean;
  /** Where lines go (tests collect them); default stdout. */
  destination?: DestinationStream;
};

export function createLogger({
  level = process.env.LOG_LEVEL || 'info',
  pretty: readable = false,
  destination,
}: LoggerOptions = {}): Logger {
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; found ${level}`);
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  const stream = readable
    ? pretty({
        colorize: true,
        singleLine: true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,req,res',
        destination: destination ?? 1,
      })
    : destination;
  return stream ? pino(options, stream) : pino(options);
}

/** A logger that drops everything (tests that do not look at logs). */
export const silentLogger = (): Logger => pino({ level: 'silent' });

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Sets req.id and req.log (a child logger carrying requestId) and logs each answer with its status and time. */
export function requestLogger(logger: Logger) {
  return pinoHttp<IncomingMessage, ServerResponse>({
    logger,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    genReqId(req, res) {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Method, path (no query) and status only: headers carry cookies, queries can carry anything.
    serializers: {
      req: (req: { method?: string; url?: string }) => ({ method: req.method, path: req.url?.split('?')[0] }),
      res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res) => `${req.method} ${req.url?.split('?')[0]} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${req.url?.split('?')[0]} ${res.statusCode}`,
  });
}
