import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One numbered section of a legal text: its paragraphs, then its list. */
export interface DocumentSection {
  title: string;
  paragraphs: readonly string[];
  items: readonly string[];
}

/** The numbered sections of a legal text (the terms, the privacy policy), in one framed column. */
export function DocumentSections({ sections }: { sections: readonly DocumentSection[] }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 4, p: { xs: 3, md: 5 } }}>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 4 }}>
        {sections.map((section, index) => (
          <Box component="li" key={section.title}>
            <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1.5 }}>
              {`${index + 1}. ${section.title}`}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5, color: 'text.secondary' }}>
                {paragraph}
              </Typography>
            ))}
            {section.items.length > 0 && (
              <Box component="ul" sx={{ m: 0, paddingInlineStart: 3, color: 'text.secondary' }}>
                {section.items.map((item) => (
                  <Typography component="li" key={item} sx={{ mb: 1 }}>
                    {item}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
