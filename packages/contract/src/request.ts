import { z } from 'zod';

/**
 * Building blocks of request schemas, as lenient as alf.io's JSON parser (Jackson): unknown
 * properties are dropped, missing ones read as null (or false for flags), numeric strings count as
 * numbers. A schema rejects only what alf.io could not read at all; required fields, lengths and
 * ranges are checked by the server, which answers them with the codes of `error-codes.ts`.
 */

/** Missing and null both become null, as Jackson leaves an absent property. */
const orNull = <S extends z.ZodType>(schema: S) => schema.nullish().transform((value) => value ?? null);

/**
 * An integer sent as a JSON number or as a numeric string (`2` or `"2"`), within 32 bits as
 * alf.io's `int` fields and the database's `integer` columns are.
 */
export const integer = z.union([
  z.int32(),
  z
    .string()
    .trim()
    .regex(/^[+-]?\d{1,10}$/)
    .transform(Number)
    .pipe(z.int32()),
]);

/** A decimal in major units sent as a number or a string (`12.5`, `"12.50"`), e.g. a donation. */
export const decimal = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^[+-]?\d{1,13}(\.\d{1,10})?$/)
    .transform(Number),
]);

export const optionalText = orNull(z.string());
export const optionalInteger = orNull(integer);
export const optionalDecimal = orNull(decimal);

/** A body boolean: JSON `true`/`false` or the strings `"true"`/`"false"`; missing means false. */
export const flag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
  .nullish()
  .transform((value) => value ?? false);

/** An enum property; an empty string (an unselected `<select>`) reads as null like a missing one. */
export const optionalEnum = <E extends z.ZodEnum>(values: E) =>
  orNull(z.union([values, z.literal('').transform(() => null)]));

/**
 * A boolean query parameter. Spring reads `true/false`, `on/off`, `yes/no`, `1/0` in any case,
 * and an empty value as absent.
 */
export const queryFlag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.stringbool(), z.literal('').transform(() => fallback)])
    .optional()
    .transform((value) => value ?? fallback);

/** A query parameter that may repeat (`?tags=a&tags=b`): always an array once parsed. */
export const repeatable = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

/**
 * `lang` on the calls that create or change a reservation. alf.io requires it but answers a
 * missing one with 500; a schema failure here makes our server answer 400 instead.
 */
export const requiredLang = z.string().trim().min(1).max(35);

/** A free-form path segment (event short name, code, digest), bounded so garbage stays a 4xx. */
export const segment = z.string().min(1).max(255);

/** A UUID path segment (reservation, public ticket, subscription descriptor). */
export const uuidSegment = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/** Body of action endpoints documented as `{}`: any object, its properties ignored. */
export const EmptyForm = z.object({});

export const isUuid = (value: string): boolean => uuidSegment.safeParse(value).success;
