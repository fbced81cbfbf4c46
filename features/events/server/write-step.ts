import { AppError, type ErrorCode } from '@/lib/errors';
import { reportError } from '@/lib/monitoring/report-error';

/**
 * Runs one part of a multi-part write and answers `code` if the database refuses it, so the caller learns which part
 * failed (CANT_DUPLICATE_EVENT_STANDS, CANT_ADD_SELLER_TO_STAND …). The cause is unexpected, so it is still reported.
 * The caller's transaction is rolled back by the throw: nothing of the write remains.
 */
export async function writeStep<T>(code: ErrorCode, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    await reportError(error, { step: code });
    throw new AppError(code);
  }
}
