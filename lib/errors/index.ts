export { AppError, type ErrorBody } from './app-error';
export { errorCodes, errorStatus, isErrorCode, type ErrorCode } from './codes';
