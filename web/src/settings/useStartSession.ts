import { useNavigate } from 'react-router-dom';
import { BPM_DEFAULT } from '@shared/constants';
import type { PresetChoices } from '../lib/firebase/presets';
import { useAppDispatch } from '../store/hooks';
import { usePremium } from '../identity/userDocApi';
import { paths } from '../config/paths';
import { choicesForPlan } from './presets';
import { sessionConfigured } from './sessionSlice';

/** Starts a session from stored choices (a preset, a history entry) in one click, capped to the user's plan. */
export function useStartSession(): (choices: PresetChoices) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { premium = false } = usePremium();
  return (choices) => {
    dispatch(sessionConfigured({ ...choicesForPlan(choices, premium), bpm: BPM_DEFAULT }));
    // The session screen opens only from the dashboard flow; a one-click start is that flow.
    void navigate(paths.session(choices.starId), { state: { fromDashboard: true } });
  };
}
