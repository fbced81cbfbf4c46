export { uploadImage, useUploadImage } from './api';
export { ImageField, type ImageFieldTexts } from './components/image-field';
export { MAX_IMAGE_BYTES, type ImageView } from './types';
