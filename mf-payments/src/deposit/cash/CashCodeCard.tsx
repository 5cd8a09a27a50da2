import { formatMoney } from '@portal/shared-utils';
import { QRCodeSVG } from 'qrcode.react';
import { messages } from '../../messages';
import type { CashCode } from '@portal/contract';
import styles from './CashPage.module.css';

const text = messages.deposit.cash;

/** A cash code to show at the counter: its QR code, the code and the amount. */
export function CashCodeCard({ code }: { code: CashCode }) {
  return (
    <figure className={styles.card}>
      <QRCodeSVG value={code.code} size={160} role="img" aria-label={text.qr(code.code)} />
      <figcaption className={styles.caption}>
        <span className={styles.label}>{text.code}</span>
        <strong className={styles.code}>{code.code}</strong>
        <span>{formatMoney(code.amount)}</span>
      </figcaption>
    </figure>
  );
}
