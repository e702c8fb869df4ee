import type { FastifyBaseLogger } from 'fastify';

/**
 * How an error appears in the logs. A failed query's message and stack carry its parameters (Drizzle
 * writes "params: ..." into both), and those are user data and session tokens: the log keeps the
 * query text and drops the values. Causes are followed (the driver's error says what went wrong).
 */
type LoggedError = { type: string; message: string; stack: string; code?: string; cause?: LoggedError };

const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const withoutParams = (text: string | undefined) => text?.replace(PARAMS_LINE, '');
  const { code } = error as { code?: unknown };
  return {
    type: error.name === 'Error' ? error.constructor.name : error.name,
    message: withoutParams(error.message) ?? '',
    stack: withoutParams(error.stack) ?? '',
    ...(typeof code === 'string' ? { code } : {}),
    ...(depth < 5 && error.cause !== undefined ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * better-auth's log lines (its `logger.log` option) into the app's logger, so an error in them goes
 * through serializeError like every other: its own console output prints a failed query's parameters.
 * Arguments other than the error are dropped (they may be request data).
 */
export function authLog(log: FastifyBaseLogger) {
  return (level: AuthLogLevel, message: string, ...args: unknown[]) => {
    const err = args.find((arg) => arg instanceof Error);
    log[level]({ ...(err ? { err } : {}) }, `better-auth: ${message.replace(PARAMS_LINE, '')}`);
  };
}
