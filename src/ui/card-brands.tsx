/**
 * The card brands the shop takes (SPEC 2's footer "card-payment icons"), as small SVG marks drawn
 * here (no image request, no third-party file): Visa, Mastercard, American Express. Each names
 * itself for screen readers.
 */
const mark = { viewBox: '0 0 48 30', width: 48, height: 30, role: 'img' } as const;

export function CardBrands({ label }: { label: string }) {
  return (
    <span className="card-brands" role="list" aria-label={label}>
      <span role="listitem">
        <svg {...mark} aria-label="Visa">
          <rect width="48" height="30" rx="4" fill="#fff" />
          <text
            x="24"
            y="20.5"
            textAnchor="middle"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="13"
            fontStyle="italic"
            fontWeight="700"
            fill="#1a1f71"
          >
            VISA
          </text>
        </svg>
      </span>
      <span role="listitem">
        <svg {...mark} aria-label="Mastercard">
          <rect width="48" height="30" rx="4" fill="#fff" />
          <circle cx="19" cy="15" r="9" fill="#eb001b" />
          <circle cx="29" cy="15" r="9" fill="#f79e1b" />
          <path d="M24 7.5a9 9 0 0 1 0 15a9 9 0 0 1 0-15z" fill="#ff5f00" />
        </svg>
      </span>
      <span role="listitem">
        <svg {...mark} aria-label="American Express">
          <rect width="48" height="30" rx="4" fill="#016fd0" />
          <text x="24" y="19.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="10.5" fontWeight="700" fill="#fff">
            AMEX
          </text>
        </svg>
      </span>
    </span>
  );
}
