import { describe, expect, it } from 'vitest';
import { chatSystemInstruction } from './system-instruction.ts';

describe('chatSystemInstruction', () => {
  const text = chatSystemInstruction({ supportEmail: 'help@example.com', interfaceLanguage: 'ar' });

  it('states the price, the refund conditions and the evidence, never a success band', () => {
    expect(text).toContain('$99');
    expect(text).toContain('100%');
    expect(text).toContain('3 أشهر كاملة');
    expect(text).toContain('أوراقًا طبية رسمية من مستشفى');
    expect(text).toContain('help@example.com');
    expect(text).not.toMatch(/60\s*%|80\s*%|60-80/);
    expect(text).toContain('ويلكوكس وزملاؤه 1995');
    expect(text).toContain('غراي وزملاؤه 1998');
    expect(text).toContain('947 ولادة');
    expect(text).toContain('لا تذكر نسبة نجاح');
    expect(text).toContain('من سن الخمسين لا تقدّم الخطة طريقة ولا تُباع');
    expect(text).toContain('LH');
  });

  it('keeps to the service, refuses diagnosis and guards plan content', () => {
    expect(text).toContain('لا تشخّص');
    expect(text).toContain('طبيب');
    expect(text).toContain('لا تعرض خطة أي شخص');
    expect(text).toContain('أجب بلغة آخر رسالة من المستخدم');
  });

  it('names the interface language as the fallback', () => {
    expect(text).toContain('لغة الواجهة: العربية');
    expect(chatSystemInstruction({ supportEmail: 'a@b.co', interfaceLanguage: 'en' })).toContain(
      'لغة الواجهة: الإنجليزية',
    );
  });
});
