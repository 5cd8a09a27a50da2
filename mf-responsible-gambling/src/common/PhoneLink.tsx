/** A phone number that dials on a phone; letters (1-800-GAMBLER) dial as their keypad digits. */
export function PhoneLink({ number }: { number: string }) {
  return <a href={`tel:${number.replace(/\s/g, '')}`}>{number}</a>;
}
