// The marks customers look for when they pay: KNET's wordmark in its blue and gold, the VISA
// wordmark, and Mastercard's two overlapping circles. Drawn here as simple shapes (no brand file is
// copied); each is an image with its name, so a screen reader says "KNET", "Visa", "Mastercard".
import { useLingui } from "@lingui/react/macro";

export function KnetMark() {
  const { t } = useLingui();
  return (
    <svg className="pay-mark" viewBox="0 0 96 40" role="img" aria-label={t`KNET`}>
      <rect width="96" height="40" rx="6" fill="#0b3c7d" />
      <rect x="6" y="30" width="84" height="4" rx="2" fill="#f6b51e" />
      <text x="48" y="25" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="20" fontWeight="900" letterSpacing="1.5" fill="#fff">
        KNET
      </text>
    </svg>
  );
}

export function VisaMark() {
  const { t } = useLingui();
  return (
    <svg className="pay-mark" viewBox="0 0 96 40" role="img" aria-label={t`Visa`}>
      <rect width="96" height="40" rx="6" fill="#fff" stroke="#d8dce6" />
      <text x="48" y="28" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="23" fontStyle="italic" fontWeight="900" letterSpacing="0.5" fill="#1a1f71">
        VISA
      </text>
    </svg>
  );
}

export function MastercardMark() {
  const { t } = useLingui();
  return (
    <svg className="pay-mark" viewBox="0 0 64 40" role="img" aria-label={t`Mastercard`}>
      <rect width="64" height="40" rx="6" fill="#fff" stroke="#d8dce6" />
      <circle cx="25" cy="20" r="12" fill="#eb001b" />
      <circle cx="39" cy="20" r="12" fill="#f79e1b" />
      {/* Where the circles overlap: the lens between them, in the orange of the two mixed. */}
      <path d="M32 10.25A12 12 0 0 1 32 29.75A12 12 0 0 1 32 10.25z" fill="#ff5f00" />
    </svg>
  );
}
