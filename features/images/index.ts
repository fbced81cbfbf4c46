export { uploadImage, useUploadImage } from './api';
export { MAX_IMAGE_BYTES, type ImageView } from './types';
