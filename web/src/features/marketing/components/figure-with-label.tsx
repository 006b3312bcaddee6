import Typography from '@mui/material/Typography';

/** A figure in large type (kept whole in either reading direction), and what it counts under it. */
export function FigureWithLabel({
  value,
  label,
  fontSize,
}: {
  value: string;
  label: string;
  fontSize: string;
}) {
  return (
    <>
      <Typography component="p" sx={{ fontSize, fontWeight: 800, color: 'primary.main' }}>
        <bdi>{value}</bdi>
      </Typography>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
    </>
  );
}
