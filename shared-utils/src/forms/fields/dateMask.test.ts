import { dateOrder, datePattern, dateText, dateValue, maskDate, type DateOrder } from './dateMask';

/** The years of a date of birth (spec 1 §5), as the sign-up form's field uses them. */
const years = { earliest: 1900, latest: 2029 };

/** The text shown after typing `keys` one by one, as the field re-masks at every keystroke. */
function typeInto(keys: string, order: DateOrder, range = years): string {
  let shown = '';
  for (const key of keys) shown = maskDate(shown + key, order, range);
  return shown;
}

describe('dateOrder', () => {
  it('is month-first in the US and day-first elsewhere', () => {
    expect(dateOrder('US')).toBe('MDY');
    expect(dateOrder('AU')).toBe('DMY');
    expect(dateOrder('NZ')).toBe('DMY');
    expect(datePattern('DMY')).toBe('DD/MM/YYYY');
    expect(datePattern('MDY')).toBe('MM/DD/YYYY');
  });
});

describe('maskDate day-first (AU, NZ)', () => {
  it.each([
    ['01021990', '01/02/1990'],
    ['0', '0'],
    ['01', '01'],
    ['010', '01/0'],
    ['0102', '01/02'],
    ['01021', '01/02/1'],
    ['010219901', '01/02/1990'],
    ['31122029', '31/12/2029'],
  ])('shows %s typed as %s', (keys, shown) => {
    expect(typeInto(keys, 'DMY')).toBe(shown);
  });

  it('keeps the day from 01 to 31: 4 to 9 become 04 to 09, 00 and 32 are refused', () => {
    expect(typeInto('4', 'DMY')).toBe('04');
    expect(typeInto('00', 'DMY')).toBe('0');
    expect(typeInto('32', 'DMY')).toBe('3');
    expect(typeInto('31', 'DMY')).toBe('31');
  });

  it('keeps the month from 01 to 12: 2 to 9 become 02 to 09, 00 and 13 are refused', () => {
    expect(typeInto('152', 'DMY')).toBe('15/02');
    expect(typeInto('1500', 'DMY')).toBe('15/0');
    expect(typeInto('1513', 'DMY')).toBe('15/1');
    expect(typeInto('1512', 'DMY')).toBe('15/12');
  });

  it('keeps the year in the range: 1900 to 2029 for a date of birth', () => {
    expect(typeInto('01013', 'DMY')).toBe('01/01');
    expect(typeInto('010118', 'DMY')).toBe('01/01/1');
    expect(typeInto('01011899', 'DMY')).toBe('01/01/199');
    expect(typeInto('01012030', 'DMY')).toBe('01/01/200');
    expect(typeInto('01012039', 'DMY')).toBe('01/01/20');
    expect(typeInto('01012029', 'DMY')).toBe('01/01/2029');
    expect(typeInto('01011900', 'DMY')).toBe('01/01/1900');
  });

  it('keeps the year in any other range', () => {
    const expiry = { earliest: 2026, latest: 2040 };
    expect(typeInto('01012025', 'DMY', expiry)).toBe('01/01/202');
    expect(typeInto('01012041', 'DMY', expiry)).toBe('01/01/204');
    expect(typeInto('01012031', 'DMY', expiry)).toBe('01/01/2031');
  });

  it('pads a single digit when the player types a separator, and ignores letters', () => {
    expect(typeInto('1/2/1990', 'DMY')).toBe('01/02/1990');
    expect(typeInto('1/', 'DMY')).toBe('01/');
    expect(typeInto('12/', 'DMY')).toBe('12/');
    expect(typeInto('a1b2c', 'DMY')).toBe('12');
  });

  it('lets the player delete back over a separator', () => {
    expect(maskDate('12/', 'DMY', years)).toBe('12/');
    expect(maskDate('12', 'DMY', years)).toBe('12');
    expect(maskDate('01/02/', 'DMY', years)).toBe('01/02/');
    expect(maskDate('01/02', 'DMY', years)).toBe('01/02');
  });

  it('reads a pasted or autofilled YYYY-MM-DD date', () => {
    expect(maskDate('1990-02-01', 'DMY', years)).toBe('01/02/1990');
  });
});

describe('maskDate month-first (US)', () => {
  it.each([
    ['02011990', '02/01/1990'],
    ['12312000', '12/31/2000'],
    ['2', '02'],
    ['13', '1'],
    ['0132', '01/3'],
    ['1/5/1990', '01/05/1990'],
  ])('shows %s typed as %s', (keys, shown) => {
    expect(typeInto(keys, 'MDY')).toBe(shown);
  });
});

describe('dateValue and dateText', () => {
  it('sends a complete date as YYYY-MM-DD in both orders', () => {
    expect(dateValue('01/02/1990', 'DMY', years)).toBe('1990-02-01');
    expect(dateValue('02/01/1990', 'MDY', years)).toBe('1990-02-01');
    expect(dateValue('01021990', 'DMY', years)).toBe('1990-02-01');
  });

  it('keeps an unfinished date as the shown text, which is not a valid date', () => {
    expect(dateValue('01/02/19', 'DMY', years)).toBe('01/02/19');
    expect(dateValue('', 'DMY', years)).toBe('');
  });

  it('shows a YYYY-MM-DD value in the order of the region and other text as it is', () => {
    expect(dateText('1990-02-01', 'DMY')).toBe('01/02/1990');
    expect(dateText('1990-02-01', 'MDY')).toBe('02/01/1990');
    expect(dateText('01/02/19', 'DMY')).toBe('01/02/19');
    expect(dateText(undefined, 'DMY')).toBe('');
  });
});
