/**
 * One reading of column types for PGlite and pg alike: bigint columns and sums become numbers
 * (cents stay far below 2^53) and `date` columns stay 'YYYY-MM-DD' strings.
 */
export const INT8_OID = 20;
export const DATE_OID = 1082;

export const typeParsers: Record<number, (value: string) => unknown> = {
  [INT8_OID]: (value) => Number(value),
  [DATE_OID]: (value) => value,
};
