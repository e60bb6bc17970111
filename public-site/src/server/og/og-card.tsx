import type { CSSProperties } from 'react';

export interface OgCardProps {
  kicker: string;
  title: string;
  subtitle?: string;
  ownerName: string;
  host: string;
  /** #rrggbb */
  accent: string;
}

/** A CV's card: 'Curriculum vitae' over the owner's name, with the persona's title (or what the site covers) below. */
export function cvCard(ownerName: string, subtitle: string): Pick<OgCardProps, 'kicker' | 'title' | 'subtitle'> {
  return { kicker: 'Curriculum vitae', title: ownerName, subtitle };
}

const INK = '#0b1120';
const WIDTH = 1200;
const BAND = 28;

/** rgba() of a #rrggbb colour, for the translucent glow. */
function tint(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

/** Shorter titles set larger; long ones smaller and clamped to three lines. */
function titleSize(title: string): number {
  if (title.length <= 24) return 88;
  if (title.length <= 48) return 76;
  if (title.length <= 80) return 64;
  return 56;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');

/** The link-preview card: an accent band and glow, a kicker, the title large, the owner and host below. */
export function OgCard({ kicker, title, subtitle, ownerName, host, accent }: OgCardProps) {
  const root: CSSProperties = {
    display: 'flex',
    width: '100%',
    height: '100%',
    backgroundColor: INK,
    backgroundImage: `radial-gradient(circle at 100% 0%, ${tint(accent, 0.55)} 0%, ${tint(accent, 0)} 60%)`,
    color: '#f8fafc',
    fontFamily: 'Inter',
  };
  return (
    <div style={root}>
      <div style={{ display: 'flex', width: BAND, height: '100%', backgroundImage: `linear-gradient(180deg, ${accent} 0%, ${tint(accent, 0.55)} 100%)` }} />
      <div style={{ display: 'flex', flexDirection: 'column', width: WIDTH - BAND, padding: '68px 88px 60px 84px' }}>
        <div style={{ display: 'flex' }}>
          <div
            style={{
              display: 'flex',
              padding: '10px 24px',
              borderRadius: 999,
              backgroundColor: accent,
              color: '#ffffff',
              fontSize: 26,
              fontWeight: 700,
              letterSpacing: 3,
              textTransform: 'uppercase',
            }}
          >
            {kicker}
          </div>
        </div>
        <div
          style={{
            display: 'block',
            marginTop: 36,
            fontSize: titleSize(title),
            fontWeight: 800,
            lineHeight: 1.1,
            letterSpacing: -1.5,
            lineClamp: 3,
            overflow: 'hidden',
            wordBreak: 'break-word',
          }}
        >
          {title}
        </div>
        {subtitle ? <div style={{ display: 'flex', marginTop: 24, fontSize: 36, color: '#cbd5e1' }}>{subtitle}</div> : null}
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            marginTop: 'auto',
            paddingTop: 28,
            borderTop: '2px solid rgba(255, 255, 255, 0.14)',
          }}
        >
          <div style={{ display: 'flex', alignItems: 'center' }}>
            <div
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: 60,
                height: 60,
                marginRight: 20,
                borderRadius: 30,
                backgroundColor: accent,
                fontSize: 24,
                fontWeight: 800,
              }}
            >
              {initialsOf(ownerName)}
            </div>
            <div style={{ display: 'flex', fontSize: 32, fontWeight: 700 }}>{ownerName}</div>
          </div>
          <div style={{ display: 'flex', fontSize: 28, color: '#94a3b8' }}>{host}</div>
        </div>
      </div>
    </div>
  );
}
