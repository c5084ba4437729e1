// A drawn head-and-shoulders portrait for people we have no photograph of (the customer stories,
// the dieticians): flat shapes on a tinted disc, no face drawn, in the way the person dresses (hair,
// a hijab or a ghutra, and a clinician's white coat). Decorative: the name is always written beside it.
export type PortraitLook = {
  head: "hair" | "short" | "hijab" | "ghutra";
  /** A clinician's white coat over a shirt. */
  coat?: boolean;
  /** The disc's hue (0-359). */
  hue: number;
  skin: string;
  /** Hair, hijab or shirt colour. */
  tone: string;
};

export function Portrait({ look, size = 64, className }: { look: PortraitLook; size?: number; className?: string }) {
  const { head, coat, hue, skin, tone } = look;
  const clip = `portrait-${head}-${hue}-${coat ? "c" : "p"}`;
  return (
    <svg className={className} viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <clipPath id={clip}>
        <circle cx="32" cy="32" r="32" />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        <rect width="64" height="64" fill={`hsl(${hue} 38% 86%)`} />
        <path d="M6 66C6 50 18 43 32 43S58 50 58 66Z" fill={coat ? "#f5f7f6" : tone} />
        {coat && <path d="M25 43L32 58L39 43Z" fill={tone} />}
        {coat && <path d="M25 43L29 64M39 43L35 64" stroke="#c9d1cd" strokeWidth="1.2" fill="none" />}
        {head === "hijab" && <path d="M18 31C18 12 46 12 46 31L47 46C40 51 24 51 17 46Z" fill={tone} />}
        {head !== "hijab" && <rect x="27.5" y="33" width="9" height="12" rx="3" fill={skin} />}
        <ellipse cx="32" cy="27" rx={head === "hijab" ? 8.5 : 10} ry={head === "hijab" ? 10.5 : 12} fill={skin} />
        {head === "hair" && <path d="M21 30C19 13 45 13 43 30C42 22 36 18 32 18S22 22 21 30Z" fill={tone} />}
        {head === "short" && <path d="M22 25C22 14 42 14 42 25C39 20 25 20 22 25Z" fill={tone} />}
        {head === "ghutra" && (
          <>
            <path d="M20 26C20 11 44 11 44 26L48 48L40 45L41 25C36 22 28 22 23 25L24 45L16 48Z" fill="#fbfbf8" stroke="#dcdcd4" strokeWidth="0.8" />
            <ellipse cx="32" cy="17.5" rx="11.5" ry="3.2" fill="none" stroke="#222" strokeWidth="2.2" />
          </>
        )}
      </g>
    </svg>
  );
}
