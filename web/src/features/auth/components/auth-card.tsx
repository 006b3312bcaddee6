import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AuthCardProps {
  titleId: string;
  title: string;
  description: string;
  selected: boolean;
  switchLabel: string;
  onSwitch: () => void;
  children: ReactNode;
}

export function AuthCard({
  titleId,
  title,
  description,
  selected,
  switchLabel,
  onSwitch,
  children,
}: AuthCardProps) {
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        borderRadius: 4,
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: selected ? '0 20px 50px -30px rgba(15, 118, 110, 0.6)' : 'none',
        transition: 'border-color 200ms, box-shadow 200ms',
      }}
    >
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.6rem', mb: 0.5 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{description}</Typography>
        {children}
        <Divider sx={{ my: 3 }} />
        <Button fullWidth variant="text" onClick={onSwitch}>
          {switchLabel}
        </Button>
      </CardContent>
    </Card>
  );
}
