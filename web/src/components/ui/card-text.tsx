import Typography from '@mui/material/Typography';

/** What a card says: its heading, and the sentence under it in the quieter colour. */
export function CardText({ title, body }: { title: string; body: string }) {
  return (
    <>
      <Typography variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{body}</Typography>
    </>
  );
}
