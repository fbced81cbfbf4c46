import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client/api-error';
import { describeError, type ErrorCatalogue } from '@/lib/errors/describe-error';
import enErrors from '@/locales/en/errors.json';
import frErrors from '@/locales/fr/errors.json';

const fr: ErrorCatalogue = frErrors;
const en: ErrorCatalogue = enErrors;

describe('describeError', () => {
  it('gives the catalogue title and subtitle of a known code', () => {
    const error = new ApiError(409, { errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY' });

    expect(describeError(error, fr, 'Création impossible')).toEqual({
      title: 'Stock insuffisant',
      subtitle: 'Réduisez la quantité ou réapprovisionnez le stock, puis réessayez.',
      fields: [],
    });
  });

  it('reads the catalogue it is given (English)', () => {
    const error = new ApiError(409, { errorCode: 'SHOP_CLOSED' });

    expect(describeError(error, en)).toEqual({
      title: en.SHOP_CLOSED!.title,
      subtitle: en.SHOP_CLOSED!.subtitle,
      fields: [],
    });
    expect(describeError(error, en).title).not.toBe(fr.SHOP_CLOSED!.title);
  });

  it('leaves the subtitle out for a code that has none', () => {
    const error = new ApiError(409, { errorCode: 'CANT_CREATE_ORDER' });

    const description = describeError(error, fr);

    expect(description.title).toBe(fr.CANT_CREATE_ORDER!.title);
    expect(description.title).not.toBe('');
    expect(description.subtitle).toBeUndefined();
  });

  it('passes the fields of a validation error through', () => {
    const error = new ApiError(400, { errorCode: 'VALIDATION_ERRORS', fields: ['title', 'price'] });

    expect(describeError(error, fr)).toEqual({
      title: 'Certains champs ne sont pas valides',
      subtitle: 'Corrigez les champs indiqués ci-dessous, puis réessayez.',
      fields: ['title', 'price'],
    });
  });

  it.each([
    ['an ApiError with an unknown code', new ApiError(500, { errorCode: 'NOT_IN_THE_CATALOGUE' })],
    ['an ApiError with a non-JSON body', new ApiError(502, null)],
    ['a plain Error', new Error('network down')],
    ['a TypeError from fetch', new TypeError('Failed to fetch')],
    ['a string', 'boom'],
    ['undefined', undefined],
  ])('describes %s with the fallback title when one is given', (_label, error) => {
    expect(describeError(error, fr, 'Création impossible')).toEqual({ title: 'Création impossible', fields: [] });
  });

  it.each([
    ['an ApiError with an unknown code', new ApiError(500, { errorCode: 'NOT_IN_THE_CATALOGUE' })],
    ['a plain Error', new Error('network down')],
    ['null', null],
  ])('describes %s as "Une erreur est survenue" without a fallback', (_label, error) => {
    expect(describeError(error, fr)).toEqual({ title: 'Une erreur est survenue', fields: [] });
  });

  it('uses the English UNEXPECTED_ERROR title with the English catalogue', () => {
    expect(describeError(new Error('boom'), en)).toEqual({ title: en.UNEXPECTED_ERROR!.title, fields: [] });
  });

  it('keeps the fields of an unexpected ApiError', () => {
    const error = new ApiError(500, { errorCode: 'UNEXPECTED_ERROR', fields: ['file'] });

    expect(describeError(error, fr, 'Mise à jour impossible')).toEqual({ title: 'Mise à jour impossible', fields: ['file'] });
  });

  it('falls back when a known code is missing from the catalogue', () => {
    const error = new ApiError(409, { errorCode: 'SHOP_CLOSED' });

    expect(describeError(error, { UNEXPECTED_ERROR: { title: 'Oups' } })).toEqual({ title: 'Oups', fields: [] });
    expect(describeError(error, {}, 'Suppression impossible')).toEqual({ title: 'Suppression impossible', fields: [] });
    expect(describeError(error, {})).toEqual({ title: 'Une erreur est survenue', fields: [] });
  });
});
