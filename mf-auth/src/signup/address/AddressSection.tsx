import { Button, useConfig } from '@portal/shared-utils';
import { FormSelect, FormTextField, regionCountries } from '@portal/shared-utils/forms';
import { useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { messages } from '../../messages';
import { ADDRESS_PARTS, type SignupValues } from '../signupValues';
import styles from '../Signup.module.css';
import type { PostalAddress } from './addressFromPlace';
import { AddressLookup } from './AddressLookup';
import { stateOptions } from './stateOptions';
import { STREET_TYPES } from './streetTypes';

const text = messages.signup;
const streetTypeOptions = STREET_TYPES.map((type) => ({ value: type, label: type }));
/** The parts a looked-up address must have; without one the manual fields open to complete it. */
const REQUIRED_PARTS = ADDRESS_PARTS.filter((part) => part !== 'unit_number');

/** The manual address fields: unit, street number, name and type, city, state and postcode. */
function ManualAddress({ country, usState }: { country: string; usState: string }) {
  const us = country === 'US';
  return (
    <div>
      <div className={styles.row}>
        <FormTextField name="unit_number" label={text.unitNumber} autoComplete="off" />
        <FormTextField name="street_number" label={text.streetNumber} autoComplete="off" required />
      </div>
      <div className={styles.row}>
        <FormTextField name="street_name" label={text.streetName} autoComplete="off" required />
        <FormSelect
          name="street_type"
          label={text.streetType}
          placeholder={text.streetTypePlaceholder}
          options={streetTypeOptions}
          required
        />
      </div>
      <FormTextField
        name="city"
        label={us ? text.usCity : text.city}
        autoComplete="address-level2"
        required
      />
      <div className={styles.row}>
        <FormSelect
          name="state"
          label={text.state}
          placeholder={text.statePlaceholder}
          options={stateOptions(country, usState)}
          required
        />
        <FormTextField
          name="postcode"
          label={us ? text.zipCode : text.postcode}
          autoComplete="postal-code"
          inputMode="numeric"
          required
        />
      </div>
    </div>
  );
}

/**
 * The address: looked up (restricted to the region's country) or, with the toggle, typed in by
 * hand. A looked-up address missing a part opens the manual fields, filled in, to complete it.
 */
export function AddressSection() {
  const config = useConfig();
  const form = useForm<SignupValues>();
  const manual = useField<boolean>('isManualAddress', { type: 'checkbox' }).input.checked ?? false;
  const country = useField<string>('country').input.value;
  const [incomplete, setIncomplete] = useState(false);

  const onChoose = (address: PostalAddress) => {
    const missing = REQUIRED_PARTS.some((part) => !address[part]);
    form.batch(() => {
      form.change('address', address.formatted_address);
      ADDRESS_PARTS.forEach((part) => form.change(part, address[part]));
      if ((regionCountries(config.region) as string[]).includes(address.country)) {
        form.change('country', address.country);
      }
      if (missing) form.change('isManualAddress', true);
    });
    setIncomplete(missing);
  };

  return (
    <div>
      {/* Both stay mounted so each keeps its values; only the chosen one shows. */}
      <div hidden={manual}>
        <AddressLookup country={config.region} onChoose={onChoose} />
      </div>
      <div hidden={!manual}>
        {incomplete && <p className={styles.note}>{text.addressIncomplete}</p>}
        <ManualAddress country={country} usState={config.usState} />
      </div>
      <div className={styles.toggle}>
        <Button
          variant="link"
          onClick={() => {
            setIncomplete(false);
            form.change('isManualAddress', !manual);
          }}
        >
          {manual ? text.useLookup : text.enterManually}
        </Button>
      </div>
    </div>
  );
}
