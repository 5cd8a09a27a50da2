import { Card } from '../common/Card';
import { ExternalLink } from '../common/ExternalLink';
import { PhoneLink } from '../common/PhoneLink';
import { Tabs } from '../common/Tabs';
import { messages } from '../messages';

const text = messages.selfExclusion;

function Helpline() {
  return (
    <>
      <h2>{text.helpHeading}</h2>
      <p>
        {text.helpline}: <PhoneLink number={text.helplineNumber} />
      </p>
    </>
  );
}

/**
 * Outside the US: information only (spec 2 §2), the Lifetime Exclusion and BetStop tabs with the
 * government page, the national register and the helpline.
 */
export function AuSelfExclusion() {
  return (
    <Tabs
      label={text.tabsLabel}
      tabs={[
        {
          key: 'lifetime',
          label: text.lifetimeTab,
          content: (
            <Card>
              <h2>{text.lifetimeHeading}</h2>
              {text.lifetimeText.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <p>
                <ExternalLink href={text.governmentUrl}>{text.governmentLink}</ExternalLink>
              </p>
              <Helpline />
            </Card>
          ),
        },
        {
          key: 'betstop',
          label: text.betStopTab,
          content: (
            <Card>
              <h2>{text.betStopHeading}</h2>
              {text.betStopText.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <p>
                <ExternalLink href={text.betStopUrl}>{text.betStopLink}</ExternalLink>
              </p>
              <Helpline />
            </Card>
          ),
        },
      ]}
    />
  );
}
