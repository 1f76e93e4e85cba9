/** A persona's avatar: the remote picture when it loads, otherwise local initials (docs/PRODUCT.md#runs-with-no-network). */
import Avatar from '@mui/material/Avatar';
import type { Persona } from '../engine/types';

const FALLBACK_COLOURS = ['#0f766e', '#1d4ed8', '#b4432b', '#7e22ce', '#a16207'];

function initials(name: string): string {
  const parts = name.split(/[\s-]+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}

function colourFor(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return FALLBACK_COLOURS[hash % FALLBACK_COLOURS.length];
}

export function PersonaAvatar({
  persona,
  size = 56,
}: {
  persona: Pick<Persona, 'name' | 'avatar'>;
  size?: number;
}) {
  const src = /^https?:\/\//i.test(persona.avatar.url_png) ? persona.avatar.url_png : undefined;
  return (
    // MUI shows the children instead of the image when the image fails to load.
    <Avatar
      src={src}
      alt={`${persona.name} avatar`}
      sx={{
        width: size,
        height: size,
        bgcolor: colourFor(persona.name),
        color: '#fff',
        fontWeight: 700,
        fontSize: size / 2.6,
      }}
      slotProps={{ img: { loading: 'lazy', referrerPolicy: 'no-referrer' } }}
    >
      {initials(persona.name)}
    </Avatar>
  );
}
