import { describe, expect, it } from 'vitest';
import { activityKey, bloodTypeText, dietKey, planPaymentStatusKey } from './answer-labels';

describe('answer labels in the details dialog', () => {
  it('translate known values and leave unknown ones as stored', () => {
    expect(dietKey('vegan')).toBe('diets.vegan');
    expect(dietKey('carnivore')).toBeNull();
    expect(activityKey('athlete')).toBe('activityLevels.athlete');
    expect(activityKey('')).toBeNull();
    expect(planPaymentStatusKey('completed')).toBe('planPaymentStatus.completed');
    expect(planPaymentStatusKey('refunded')).toBe('planPaymentStatus.refunded');
    expect(planPaymentStatusKey('chargeback')).toBeNull();
  });

  it('say "unknown" blood types in words', () => {
    expect(bloodTypeText('AB-', 'Unknown')).toBe('AB-');
    expect(bloodTypeText('unknown', 'Unknown')).toBe('Unknown');
  });
});
