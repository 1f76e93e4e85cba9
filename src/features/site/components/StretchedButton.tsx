/**
 * A card's title as its one button, stretched over the whole card with ::after (the block-link
 * pattern): the card is clickable everywhere, while the heading stays a heading and the button's
 * name stays the title (a <button> may not contain headings).
 */
import ButtonBase from '@mui/material/ButtonBase';

export function StretchedButton({ children, onClick }: { children: string; onClick: () => void }) {
  return (
    <ButtonBase
      onClick={onClick}
      disableRipple
      sx={(theme) => ({
        font: 'inherit',
        color: 'inherit',
        textAlign: 'left',
        justifyContent: 'flex-start',
        '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
        '&:hover': { textDecoration: 'underline', textUnderlineOffset: 3 },
        '&.Mui-focusVisible::after': {
          outline: `3px solid ${theme.palette.mode === 'dark' ? '#fbbf24' : '#1d4ed8'}`,
          outlineOffset: 2,
        },
      })}
    >
      {children}
    </ButtonBase>
  );
}
