// Public surface of @portal/shared-utils/forms, the second module of this package: the validation
// schemas (yup) and the forms kit (react-final-form), loaded only by the MFs that show forms, so the
// first load of a page does not carry them. Changes here are additive only, as for the main module.
// Everything of the main module is imported by its name, @portal/shared-utils, never by a relative
// path, so the page keeps one instance of it (forms/entryBoundary.test.ts checks).

// Validation schemas with their exact messages (spec 1 §5)
export type { FormErrors } from './validation/validateSchema';
export {
  changePasswordSchema,
  loginSchema,
  mobileCodeSchema,
  resetEmailSchema,
  resetPasswordSchema,
} from './validation/authSchemas';
export {
  phoneDigits,
  PHONE_MAX_DIGITS,
  regionCountries,
  signupSchema,
  type SignupSchemaOptions,
} from './validation/signupSchema';
export { passwordRules, type PasswordRule } from './validation/passwordRules';
export { profileSchema } from './validation/profileSchema';

// The schema-driven form: server errors under their fields, the rest in a banner
export { SchemaForm, type FormValues, type SchemaFormProps } from './SchemaForm';
export { submissionErrors } from './submissionErrors';
export { errorText } from './errorText';
export { fieldError } from './fieldError';
export { FormBanner } from './FormBanner';
export { FormActions, type FormActionsProps } from './FormActions';
export { GuardedSubmit, type GuardedSubmitProps } from './GuardedSubmit';

// Fields bound to the form, each with its label, hint and error
export { FormTextField, type FormTextFieldProps } from './fields/FormTextField';
export { FormMoneyField, type FormMoneyFieldProps } from './fields/FormMoneyField';
export { dollarsError, dollarsTest, withCents } from './fields/dollars';
export { FormSelect, type FormSelectProps } from './fields/FormSelect';
export { FormRadioGroup, type FormRadioGroupProps } from './fields/FormRadioGroup';
export { FormCheckbox, type FormCheckboxProps } from './fields/FormCheckbox';
export { FormDateField, type FormDateFieldProps } from './fields/FormDateField';
export type { YearRange } from './fields/dateMask';
export { FormFileField, type FormFileFieldProps } from './fields/FormFileField';
export { FormPhoneField, type FormPhoneFieldProps } from './fields/FormPhoneField';
