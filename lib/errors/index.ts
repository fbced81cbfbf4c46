export { AppError, type ErrorBody, type ErrorDetails } from './app-error';
export { errorCodes, errorStatus, isErrorCode, type ErrorCode } from './codes';
