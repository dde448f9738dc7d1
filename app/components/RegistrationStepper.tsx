/**
 * The owner's registration step list in the header (spec §2 'Business registration stepper'): the first
 * three steps, or all nine when expanded; the rest behind a native <details> so it opens without JavaScript.
 * With JavaScript, a first load opens the next step after 0.5 s (spec §4, §9).
 */
import AccountBalance from '@mui/icons-material/AccountBalance';
import Calculate from '@mui/icons-material/Calculate';
import CheckCircle from '@mui/icons-material/CheckCircle';
import FactCheck from '@mui/icons-material/FactCheck';
import Gavel from '@mui/icons-material/Gavel';
import Group from '@mui/icons-material/Group';
import Hub from '@mui/icons-material/Hub';
import Place from '@mui/icons-material/Place';
import Schedule from '@mui/icons-material/Schedule';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import { Box, Link as MuiLink } from '@mui/material';
import { Link as RemixLink, useNavigate } from '@remix-run/react';
import { useEffect, type ComponentType } from 'react';
import { Messages } from '../../domain/messages';
import { FIRST_STEP_AUTO_OPEN_MS } from '../../domain/stepper';
import type { RegistrationStepperView, StepperStep } from '../services/business-setup.server';
import { visuallyHidden } from './visually-hidden';

const ICONS: Record<string, ComponentType<{ fontSize?: 'inherit' | 'small'; 'aria-hidden'?: boolean }>> = {
  WorkspacePremium,
  Gavel,
  Place,
  AccountBalance,
  Hub,
  Calculate,
  Schedule,
  Group,
  FactCheck,
};

function StepLink({ step, index }: { step: StepperStep; index: number }) {
  const Icon = step.complete ? CheckCircle : (ICONS[step.icon] ?? CheckCircle);
  const status = step.complete ? 'complete' : 'not complete';
  return (
    <Box component="li" sx={{ listStyle: 'none' }} data-testid="registration-step" data-step={step.key} data-complete={step.complete ? 'true' : 'false'}>
      {/* The step being shown is not a link to the page it is on. */}
      <MuiLink
        component={step.current ? 'span' : RemixLink}
        {...(step.current ? {} : { to: step.href })}
        underline="hover"
        aria-current={step.current ? 'step' : undefined}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.25,
          borderRadius: 2,
          fontSize: '0.8125rem',
          fontWeight: step.current ? 700 : 500,
          color: '#fff',
          bgcolor: step.current ? 'rgba(255,255,255,0.22)' : 'transparent',
          opacity: step.applies ? 1 : 0.75,
          '&:focus-visible': { outline: '3px solid #fff', outlineOffset: '1px' },
        }}
      >
        <Icon fontSize="small" aria-hidden />
        {/* The name starts with the visible title (WCAG 2.5.3); number and state follow, hidden. */}
        {step.title}
        <Box component="span" sx={visuallyHidden}>
          {`, step ${index + 1}, ${status}`}
        </Box>
      </MuiLink>
    </Box>
  );
}

const listSx = { display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0 } as const;

export function RegistrationStepper({ stepper }: { stepper: RegistrationStepperView }) {
  const navigate = useNavigate();
  const autoOpen = stepper.autoOpen;
  useEffect(() => {
    if (!autoOpen) return;
    const timer = window.setTimeout(() => {
      document.cookie = autoOpen.cookie;
      navigate(autoOpen.href);
    }, FIRST_STEP_AUTO_OPEN_MS);
    return () => window.clearTimeout(timer);
  }, [autoOpen, navigate]);

  const shown = stepper.steps.slice(0, stepper.visible);
  const rest = stepper.steps.slice(stepper.visible);
  return (
    <Box
      component="nav"
      aria-label="Registration steps"
      data-testid="registration-stepper"
      data-expanded={stepper.expanded ? 'true' : 'false'}
      data-registered={stepper.registered ? 'true' : 'false'}
      sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', color: '#fff' }}
    >
      <Box component="span" sx={{ fontSize: '0.8125rem', fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="registration-progress">
        {stepper.registered ? Messages.setupRegistered : Messages.setupProgress(stepper.stepOn, stepper.steps.length)}
      </Box>
      <Box component="ol" sx={listSx}>
        {shown.map((step, i) => (
          <StepLink key={step.key} step={step} index={i} />
        ))}
      </Box>
      {rest.length ? (
        <Box
          component="details"
          sx={{ position: 'relative', '& > summary': { cursor: 'pointer', fontSize: '0.8125rem', fontWeight: 600 } }}
        >
          <Box component="summary" sx={{ '&:focus-visible': { outline: '3px solid #fff', outlineOffset: '2px' } }}>
            {Messages.setupAllSteps(stepper.steps.length)}
          </Box>
          <Box
            component="ol"
            start={stepper.visible + 1}
            sx={{ ...listSx, position: 'absolute', zIndex: 25, mt: 1, p: 1, flexDirection: 'column', bgcolor: 'primary.dark', borderRadius: 2, boxShadow: 6, minWidth: 220 }}
          >
            {rest.map((step, i) => (
              <StepLink key={step.key} step={step} index={stepper.visible + i} />
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
