import { isUS, useConfig } from '@portal/shared-utils';
import {
  FormPhoneField,
  FormSelect,
  FormTextField,
  regionCountries,
} from '@portal/shared-utils/forms';
import { messages } from '../../messages';
import { AddressSection } from '../address/AddressSection';
import styles from '../Signup.module.css';
import { BirthDateField } from './BirthDateField';
import { Section } from './Section';

const text = messages.signup;

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
      <FormPhoneField name="phone" label={us ? text.usPhone : text.mobile} required />
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
