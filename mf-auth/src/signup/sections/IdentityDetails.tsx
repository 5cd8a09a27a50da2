import { isUS, useConfig } from '@portal/shared-utils';
import {
  FormSelect,
  FormTextField,
  PHONE_MAX_DIGITS,
  regionCountries,
} from '@portal/shared-utils/forms';
import { messages } from '../../messages';
import { AddressSection } from '../address/AddressSection';
import styles from '../Signup.module.css';
import { BirthDateField } from './BirthDateField';
import { Section } from './Section';

const text = messages.signup;

/** The phone mask: digits and spaces only, at most 15 digits (spec 1 §5). */
export function maskPhone(value: string | undefined): string {
  let digits = 0;
  return Array.from((value ?? '').replace(/[^\d ]/g, ''))
    .filter((character) => character === ' ' || ++digits <= PHONE_MAX_DIGITS)
    .join('');
}

/** The last 4 SSN digits: digits only, at most 4. */
const maskSsn = (value: string | undefined) => (value ?? '').replace(/\D/g, '').slice(0, 4);

/** Names (as on the ID), birth date, phone, country, the US SSN digits and the address. */
export function IdentityDetails() {
  const config = useConfig();
  const us = isUS(config);
  const countries = regionCountries(config.region).map((code) => ({
    value: code,
    label: messages.countries[code],
  }));
  return (
    <Section title={text.verifyWhoYouAre}>
      <p className={styles.intro}>{text.verifyIntro}</p>
      <div className={styles.row}>
        <FormTextField
          name="first_name"
          label={text.firstName}
          autoComplete="given-name"
          required
        />
        <FormTextField name="last_name" label={text.lastName} autoComplete="family-name" required />
      </div>
      <BirthDateField />
      <FormTextField
        name="phone"
        label={us ? text.usPhone : text.mobile}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        config={{ parse: maskPhone }}
        required
      />
      {us && (
        <FormTextField
          name="ssn"
          label={text.ssn}
          inputMode="numeric"
          autoComplete="off"
          config={{ parse: maskSsn }}
          required
        />
      )}
      <FormSelect
        name="country"
        label={text.country}
        placeholder={text.countryPlaceholder}
        options={countries}
        autoComplete="country"
        required
      />
      <AddressSection />
    </Section>
  );
}
