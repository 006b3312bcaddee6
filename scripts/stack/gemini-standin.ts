/**
 * A local stand-in for the part of the Gemini API the chat uses (`models/{model}:generateContent`, and
 * `:streamGenerateContent`), answering from Nasl's FAQ in the language of the question. Dev tooling only:
 * the deployed function never talks to it (see functions/src/lib/gemini-config.ts).
 *
 * Test controls: `POST /__control/failure {on, containing?}` makes every model call answer 500, or with
 * `containing` only the calls whose conversation holds that text (the API test files run at the same time
 * against one stand-in, so a test fails its own messages alone); `GET /__control/requests` lists the last
 * requests received (what the function sent, system instruction included), numbered: `?containing=…` only
 * those whose conversation holds the text, `?after=…` only those numbered after it (409 when some of them
 * are no longer kept).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  DEFAULT_SUPPORT_EMAIL,
  formatUsdWhole,
  PLAN_LENGTH_MONTHS,
  PLAN_PRICE_CENTS,
  QUESTIONNAIRE_STEPS,
} from '@nasl/core';
import { LOCAL_STANDIN_GEMINI_API_KEY } from '../../functions/src/lib/gemini-config.ts';

interface Part {
  text?: string;
}
interface Content {
  role?: string;
  parts?: Part[];
}
interface GenerateContentRequest {
  contents?: Content[];
  systemInstruction?: Content;
  generationConfig?: Record<string, unknown>;
}

export interface RecordedRequest {
  /** 1 for the first request the stand-in received, then counting up. */
  sequence: number;
  model: string;
  method: 'generateContent' | 'streamGenerateContent';
  body: GenerateContentRequest;
}

export interface GeminiStandIn {
  port: number;
  baseUrl: string;
  /** The last requests received, newest last. */
  requests: RecordedRequest[];
  stop(): Promise<void>;
}

type Lang = 'ar' | 'en';
type Topic =
  | 'medical'
  | 'planContent'
  | 'refund'
  | 'price'
  | 'successRate'
  | 'start'
  | 'privacy'
  | 'method'
  | 'greeting'
  | 'fallback';

/** Word stems per topic, checked in this order; stems of 3 letters or fewer must match a whole word. */
const KEYWORDS: [Exclude<Topic, 'fallback'>, string[]][] = (
  [
    [
      'medical',
      'diagnos|symptom|pain|bleed|infertil|pcos|medication|medicine|drug|pill|dose|dosage|miscarr|treatment|doctor|' +
        'disease|cyst|تشخيص|اعراض|الم|اوجاع|نزيف|عقم|تكيس|دواء|ادويه|حبوب|جرعه|اجهاض|مرض|علاج|تحليل|طبيب|دكتور',
    ],
    [
      'planContent',
      "someone|another|other|user's|users|full|whole|entire|dates|schedule|" +
        'غيري|شخص|مستخدم|كامله|كاملا|كل|مواعيد|جدول|تواريخ',
    ],
    ['refund', 'refund|money|guarantee|استرداد|استرجاع|ضمان|فلوس|اموال'],
    ['price', 'price|cost|how much|pay|payment|fee|dollar|سعر|تكلفه|كم|دفع|ادفع|دولار|رسوم'],
    ['successRate', 'success|rate|accura|percent|نسبه|نجاح|دقه|مضمون|فعال'],
    ['start', 'start|begin|sign|register|questionnaire|use|ابدا|بدء|استبيان|تسجيل|استخدم|اشترك'],
    ['privacy', 'privacy|private|data|secure|delete|خصوصيه|بيانات|بياناتي|سريه|امان|حذف'],
    [
      'method',
      'method|ovulat|timing|diet|food|how does|work|shettles|lh|طريقه|اباضه|توقيت|غذاء|غذائي|اكل|نظام',
    ],
    ['greeting', 'hello|hi|hey|salam|مرحبا|السلام|اهلا|هلا'],
  ] as const
).map(([topic, stems]) => [topic, stems.split('|')]);

/** A request for a plan's content needs "plan" too; otherwise "full" or "dates" alone would trigger it. */
const PLAN_WORDS = ['plan', 'خطه', 'خطتي', 'خطته', 'خطتها', 'خطط'];

const ARABIC_PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال', 'و', 'ف', 'ب', 'ل'];

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي');
}

function words(text: string): string[][] {
  return normalise(text)
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean)
    .map((word) => [
      word,
      ...ARABIC_PREFIXES.filter((prefix) => word.startsWith(prefix) && word.length > prefix.length + 1).map(
        (prefix) => word.slice(prefix.length),
      ),
    ]);
}

function mentions(text: string, stems: string[]): boolean {
  const normalised = normalise(text);
  const tokens = words(text);
  return stems.some((stem) => {
    if (stem.includes(' ')) return normalised.includes(stem);
    return tokens.some((forms) =>
      forms.some((form) => (stem.length <= 3 ? form === stem : form.startsWith(stem))),
    );
  });
}

export function topicOf(question: string): Topic {
  for (const [topic, stems] of KEYWORDS) {
    if (topic === 'planContent' && !mentions(question, PLAN_WORDS)) continue;
    if (mentions(question, stems)) return topic;
  }
  return 'fallback';
}

export function languageOf(text: string): Lang {
  const arabic = (text.match(/[\u0600-\u06FF]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  return arabic >= latin && arabic > 0 ? 'ar' : latin > 0 ? 'en' : 'ar';
}

function faq(topic: Topic, lang: Lang, email: string): string {
  const price = formatUsdWhole(PLAN_PRICE_CENTS);
  const answers: Record<Topic, Record<Lang, string>> = {
    price: {
      ar: `سعر الخطة الكاملة ${price} (دولار أمريكي) تُدفع مرة واحدة فقط، بلا اشتراك. بعد الاستبيان ترى معاينة مجانية لخطتك، ثم تفتحها كاملة بالدفع بالبطاقة.`,
      en: `The full plan costs ${price} (US dollars), paid once, with no subscription. After the questionnaire you see a free preview of your plan, then unlock it in full by card.`,
    },
    refund: {
      ar: `نقدم ضمان استرداد 100% من المبلغ بشرطين: أن تطبّق توصيات الخطة بدقة لمدة ${PLAN_LENGTH_MONTHS} أشهر كاملة، وأن ترسل أوراقًا طبية رسمية من مستشفى تُثبت أن النتيجة لم تكن كما هو متوقع، إلى بريد الدعم: ${email}.`,
      en: `We offer a 100% money-back guarantee on two conditions: you applied the plan's recommendations strictly for ${PLAN_LENGTH_MONTHS} full months, and you send official medical papers from a hospital showing the result was not as expected, to our support e-mail: ${email}.`,
    },
    method: {
      ar: 'تعتمد خطة نسل على توقيت الجماع بالنسبة إلى موعد الإباضة، ونظام غذائي يبدأ قبل المحاولة بأسابيع، ونصائح لنمط الحياة (النوم والتوتر والنشاط). المواعيد تقديرية، لذلك ننصح باختبارات الإباضة المنزلية (LH) لتأكيدها.',
      en: "Nasl's plan combines timing intercourse around ovulation, a diet started some weeks before trying, and lifestyle advice (sleep, stress, activity). The dates are estimates, so we recommend home ovulation (LH) tests to confirm them.",
    },
    successRate: {
      ar: 'لا توجد طريقة طبيعية مضمونة: دراستان مستقبليتان دقيقتان (ويلكوكس 1995، وغراي 1998 على 947 ولادة) لم تجدا أثرًا لتوقيت الجماع في جنس المولود، ودون أي طريقة يولد نحو 51% من الأطفال ذكورًا. الرقم الذي تعرضه خطتك مؤشر على ملاءمة إجاباتك لحدوث الحمل، لا احتمال لجنس المولود.',
      en: "No natural method is guaranteed: two careful prospective studies (Wilcox 1995, and Gray 1998 with 947 births) found no effect of timing on the baby's sex, and without any method about 51% of babies are boys. The figure your plan shows is an index of how favourable your answers are for conceiving, not a chance of the sex you want.",
    },
    start: {
      ar: `أنشئ حسابًا أو سجّل الدخول، ثم أجب عن استبيان من ${QUESTIONNAIRE_STEPS} سؤالًا (نحو 10 دقائق). ستظهر لك معاينة خطتك، ويمكنك فتحها كاملة بدفع ${price} مرة واحدة.`,
      en: `Create an account or sign in, then answer a ${QUESTIONNAIRE_STEPS}-question questionnaire (about 10 minutes). You will see a preview of your plan, and can unlock it in full with a one-time payment of ${price}.`,
    },
    privacy: {
      ar: `تُستخدم إجاباتك لإعداد خطتك فقط، ولا نبيع بياناتك ولا نشاركها للإعلان. بيانات البطاقة يعالجها مزوّد الدفع ولا نخزنها. لطلب حذف حسابك وبياناتك راسلنا على ${email}.`,
      en: `Your answers are used only to prepare your plan; we do not sell your data or share it for advertising. Card details are handled by the payment provider and never stored by us. To have your account and data deleted, write to ${email}.`,
    },
    medical: {
      ar: 'لست طبيبًا ولا أستطيع التشخيص أو اقتراح علاج أو أدوية. يرجى مراجعة طبيب أو طبيبة نساء وولادة، والتوجه إلى الطوارئ فورًا عند نزيف شديد أو ألم شديد.',
      en: "I'm not a doctor and can't diagnose or suggest treatment or medication. Please see a doctor or a gynaecologist, and go to the emergency department straight away for heavy bleeding or severe pain.",
    },
    planContent: {
      ar: 'لا أستطيع الاطلاع على خطة أي شخص أو مشاركتها: الخطط خاصة بأصحابها. إذا كانت لديك خطة مدفوعة فستجدها كاملة في ملفك الشخصي (قسم التقارير).',
      en: "I can't see or share anyone's plan: plans are private to their owners. If you have a paid plan, you'll find it in full in your profile, under reports.",
    },
    greeting: {
      ar: 'مرحبًا بك في نسل! يمكنني مساعدتك في أسئلة عن طريقتنا والسعر وضمان الاسترداد والخصوصية وكيفية البدء. بماذا أساعدك؟',
      en: 'Welcome to Nasl! I can help with questions about our method, the price, the money-back guarantee, privacy and how to get started. How can I help?',
    },
    fallback: {
      ar: `يمكنني الإجابة عن أسئلة طريقة نسل، والسعر (${price} مرة واحدة)، وضمان الاسترداد، والخصوصية، وكيفية البدء. لأي سؤال آخر راسلنا على ${email}.`,
      en: `I can answer questions about Nasl's method, the price (${price}, once), the money-back guarantee, privacy and how to get started. For anything else, write to ${email}.`,
    },
  };
  return answers[topic][lang];
}

function textOf(content: Content | undefined): string {
  return (content?.parts ?? []).map((part) => part.text ?? '').join('');
}

/** The answer to the last user turn, with the support address the function's instruction gives. */
export function standInAnswer(body: GenerateContentRequest): string {
  const question = textOf([...(body.contents ?? [])].reverse().find((content) => content.role !== 'model'));
  const email =
    /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(textOf(body.systemInstruction))?.[0] ?? DEFAULT_SUPPORT_EMAIL;
  return faq(topicOf(question), languageOf(question), email);
}

function candidateResponse(model: string, text: string, promptChars: number) {
  const promptTokenCount = Math.ceil(promptChars / 4);
  const candidatesTokenCount = Math.ceil(text.length / 4);
  return {
    candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: {
      promptTokenCount,
      candidatesTokenCount,
      totalTokenCount: promptTokenCount + candidatesTokenCount,
    },
    modelVersion: model,
    responseId: randomBytes(12).toString('base64url'),
  };
}

export async function startGeminiStandIn(port: number): Promise<GeminiStandIn> {
  const requests: RecordedRequest[] = [];
  let received = 0;
  let failure = false;
  const failingTexts = new Set<string>();
  const holds = (body: GenerateContentRequest, text: string) => JSON.stringify(body.contents).includes(text);

  function send(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  }
  function fail(res: ServerResponse, code: number, status: string, message: string): void {
    send(res, code, { error: { code, message, status } });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://standin');

    if (url.pathname === '/__control/failure' && req.method === 'POST') {
      const { on, containing } = JSON.parse(raw || '{}') as { on?: boolean; containing?: unknown };
      if (typeof containing !== 'string') failure = on === true;
      else if (on === true) failingTexts.add(containing);
      else failingTexts.delete(containing);
      return send(res, 200, { failure, containing: [...failingTexts] });
    }
    if (url.pathname === '/__control/requests' && req.method === 'GET') {
      const containing = url.searchParams.get('containing');
      const after = Number(url.searchParams.get('after') ?? 0);
      if (after + 1 < (requests[0]?.sequence ?? 1)) {
        return fail(res, 409, 'FAILED_PRECONDITION', `requests after ${after} are no longer all kept`);
      }
      return send(
        res,
        200,
        requests.filter(
          (request) => request.sequence > after && (containing === null || holds(request.body, containing)),
        ),
      );
    }

    const match = /^\/v1beta\/models\/([\w.-]+):(generateContent|streamGenerateContent)$/.exec(url.pathname);
    if (!match || req.method !== 'POST') {
      return fail(res, 404, 'NOT_FOUND', `Method not found: ${req.method} ${url.pathname}`);
    }
    const [, model, method] = match as unknown as [string, string, RecordedRequest['method']];
    const apiKey = req.headers['x-goog-api-key'] ?? url.searchParams.get('key');
    if (apiKey !== LOCAL_STANDIN_GEMINI_API_KEY) {
      return fail(res, 400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.');
    }
    let body: GenerateContentRequest;
    try {
      body = JSON.parse(raw) as GenerateContentRequest;
    } catch {
      return fail(res, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    }
    if (!Array.isArray(body.contents) || body.contents.length === 0) {
      return fail(
        res,
        400,
        'INVALID_ARGUMENT',
        '* GenerateContentRequest.contents: contents is not specified',
      );
    }
    received += 1;
    requests.push({ sequence: received, model, method, body });
    if (requests.length > 2000) requests.shift();
    if (failure || [...failingTexts].some((text) => holds(body, text))) {
      return fail(res, 500, 'INTERNAL', 'An internal error has occurred.');
    }

    const text = standInAnswer(body);
    const promptChars = raw.length;
    if (method === 'generateContent') return send(res, 200, candidateResponse(model, text, promptChars));

    // Streaming: the answer in a few pieces, as server-sent events when `alt=sse`, else one JSON array.
    const cut = Math.ceil(text.length / 3);
    const pieces = [text.slice(0, cut), text.slice(cut, 2 * cut), text.slice(2 * cut)].filter(Boolean);
    const events = pieces.map((piece) => candidateResponse(model, piece, promptChars));
    if (url.searchParams.get('alt') === 'sse') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const event of events) res.write(`data: ${JSON.stringify(event)}\r\n\r\n`);
      res.end();
      return;
    }
    send(res, 200, events);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => fail(res, 500, 'INTERNAL', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
