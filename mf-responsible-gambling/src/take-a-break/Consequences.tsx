/** What a break or timeout means for the player, as a list under its heading. */
export function Consequences({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <>
      <h2>{heading}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
