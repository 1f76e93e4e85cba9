/** The eight service pages of SPEC §2 (four ad platforms, four services), picked by pathname in ServiceDetailPage. */
import { automationPackages, pricingNotes } from './pricing';
import type { ServiceDetail, Step } from './types';
import { servicePages } from './servicePages';
import {
  AD_BUDGETS,
  localAdBudget,
  paidMediaFee,
  paidMediaMinimum,
  perMonth,
  platformBudget,
  retainerPrice,
  usd,
} from './money';

const paidAdsParent = { name: 'Paid Ads', path: '/services/paid-ads' };
const servicesParent = { name: 'Services', path: '/services' };

const proof = (slug: string, alt: string, caption: string) => ({
  src: `/images/site/proof-${slug}.svg`,
  alt,
  width: 960,
  height: 600,
  caption,
});

const starter = automationPackages[0];
const growth = automationPackages[1];

// The paid-media steps are the same process on every platform; each page names its platform.
const adSteps = (platform: string): readonly Step[] => [
  {
    title: 'Audit and plan',
    description: `We review your current ${platform} account, tracking and landing pages, then set targets for cost per lead and booked calls.`,
  },
  {
    title: 'Build and launch',
    description:
      'Campaigns, audiences, creative and conversion tracking are built and tested before a dollar is spent.',
  },
  {
    title: 'Optimise weekly',
    description:
      'Every week we cut wasted spend, test new creative and shift budget toward what books appointments.',
  },
  {
    title: 'Report and scale',
    description:
      'A live dashboard and a monthly call show what each dollar returned, and where to scale next.',
  },
];

/** A service page as written below: its path once, which its page metadata takes too. */
type ServiceDetailEntry = Omit<ServiceDetail, 'meta'> & {
  meta: Omit<ServiceDetail['meta'], 'path'>;
};

export const serviceDetails: readonly ServiceDetail[] = (
  [
    {
      ...servicePages.googleAds,
      name: 'Google Ads Management',
      parent: paidAdsParent,
      meta: {
        title: 'Google Ads Management in Tampa | Bayshore Signal',
        description: `Google Search, Performance Max, Local Services and YouTube campaigns managed for calls and booked jobs. Typical budgets ${platformBudget(AD_BUDGETS.google)}.`,
      },
      headline: 'Google Ads that turn high-intent searches into booked calls',
      lead: 'When someone in Tampa searches for what you sell, they are ready to buy. We make sure your business is the one they call, and that every click is tracked to revenue.',
      priceLabel: 'Typical budget',
      priceValue: `${platformBudget(AD_BUDGETS.google)}`,
      whatYouGet: [
        'Search campaigns built on buyer-intent keywords and tight match types',
        'Performance Max and YouTube campaigns with your own creative',
        'Local Services Ads setup and Google Guaranteed verification support',
        'Negative keyword mining every week to cut wasted spend',
        'Call tracking and offline conversion import from your CRM',
        'Landing page recommendations and A/B tests',
        'Ad Watchdog daily alerts for spend and tracking problems',
        'Live dashboard and a monthly strategy call',
      ],
      proof: proof(
        'google-ads',
        'Chart of cost per lead falling while booked calls rise over six months',
        'A Tampa home services client: cost per lead down and booked calls up over the first six months of management.',
      ),
      steps: adSteps('Google Ads'),
      faqs: [
        {
          question: 'How much should I spend on Google Ads?',
          answer: `Our Google clients typically invest ${platformBudget(AD_BUDGETS.google)}. For a single-location local business, a typical paid-ads budget is ${localAdBudget}; we size it from your cost per lead and close rate.`,
        },
        {
          question: 'How quickly will I see results?',
          answer:
            'Search campaigns usually produce leads within the first 1-2 weeks. Performance then improves over 60-90 days as we gather conversion data and refine targeting.',
        },
        {
          question: 'Do I keep ownership of my Google Ads account?',
          answer:
            'Yes. The account, its data and its history are always yours; we work inside it with manager access.',
        },
        {
          question: 'What do you charge to manage Google Ads?',
          answer: `Paid Media Management is ${paidMediaFee} with a minimum of ${paidMediaMinimum}, on a month-to-month retainer.`,
        },
        {
          question: 'Do you run Local Services Ads?',
          answer:
            'Yes. For home services and trades we set up Local Services Ads alongside Search, help with verification and manage disputes on invalid leads.',
        },
        {
          question: 'How do you track phone calls?',
          answer:
            'We use dynamic call tracking numbers and import booked and closed outcomes from your CRM, so Google optimises for jobs, not just rings.',
        },
      ],
    },
    {
      ...servicePages.metaAds,
      name: 'Meta Ads Management',
      parent: paidAdsParent,
      meta: {
        title: 'Facebook and Instagram Ads Management in Tampa | Bayshore Signal',
        description: `Meta ads for Tampa businesses: offer-led creative, lead forms tied to your CRM and retargeting that books appointments. Typical budgets ${platformBudget(AD_BUDGETS.meta)}.`,
      },
      headline: 'Facebook and Instagram ads that fill calendars, not just feeds',
      lead: 'Meta is where Tampa Bay scrolls every evening. We pair scroll-stopping creative with offers people act on, and connect every lead to follow-up that books the appointment.',
      priceLabel: 'Typical budget',
      priceValue: `${platformBudget(AD_BUDGETS.meta)}`,
      whatYouGet: [
        'Offer strategy built around what your best customers buy first',
        'Monthly creative sprints: video, carousel and static ads',
        'Instant-form and landing-page lead campaigns',
        'Leads sent straight into your CRM with instant text follow-up',
        'Retargeting for site visitors, video viewers and past customers',
        'Conversions API setup for accurate tracking after iOS changes',
        'Compliance review for health, housing and financial ad policies',
        'Weekly optimisation notes and a monthly results call',
      ],
      proof: proof(
        'meta-ads',
        'Chart of qualified leads tripling while cost per booking falls',
        'A South Tampa med spa: 3x qualified leads and 54% lower cost per booking after rebuilding Meta campaigns.',
      ),
      steps: adSteps('Meta Ads'),
      faqs: [
        {
          question: 'What budget do Meta ads need?',
          answer: `Our Meta clients typically invest ${platformBudget(AD_BUDGETS.meta)}. Smaller local budgets work too when the offer and follow-up are strong.`,
        },
        {
          question: 'Do you create the ads?',
          answer:
            'Yes. Creative sprints are part of the service: we script, shoot or design new video and static ads every month so performance does not fade.',
        },
        {
          question: 'Are instant forms or landing pages better?',
          answer:
            'Instant forms bring more leads at a lower cost; landing pages bring fewer but warmer ones. We usually test both and keep what books more appointments.',
        },
        {
          question: 'Can you advertise medical or aesthetic treatments?',
          answer:
            'Yes, within Meta’s health and wellness policies. We avoid restricted claims and imagery and keep health details out of ad targeting.',
        },
        {
          question: 'How do you handle tracking after iOS privacy changes?',
          answer:
            'We set up the Conversions API and send booked and closed outcomes from your CRM, so Meta learns from real results instead of guesses.',
        },
        {
          question: 'What do you charge to manage Meta ads?',
          answer: `Paid Media Management is ${paidMediaFee} with a minimum of ${paidMediaMinimum}. Creative production is included in our Growth and Scale packages.`,
        },
      ],
    },
    {
      ...servicePages.tiktokAds,
      name: 'TikTok Ads Management',
      parent: paidAdsParent,
      meta: {
        title: 'TikTok Ads Management for Local Brands | Bayshore Signal',
        description: `Native-feeling TikTok ads, Spark Ads and creator content for Tampa Bay brands, with tracking tied to real leads and sales. Typical budgets ${platformBudget(AD_BUDGETS.tiktok)}.`,
      },
      headline: 'TikTok ads that feel native and still drive sales',
      lead: 'TikTok rewards content that looks like it belongs on the feed. We produce short, fast-moving creative with local creators and turn attention into leads and purchases.',
      priceLabel: 'Typical budget',
      priceValue: `${platformBudget(AD_BUDGETS.tiktok)}`,
      whatYouGet: [
        'Creative strategy built on current TikTok trends in your niche',
        'Short-form video production with hooks tested in the first two seconds',
        'Spark Ads from your own and creator posts',
        'Local Tampa Bay creator sourcing and briefs',
        'TikTok Pixel and Events API setup',
        'Lead generation and conversion campaigns',
        'Daily trend prompts for your in-house content',
        'Creative performance report each month',
      ],
      proof: proof(
        'tiktok-ads',
        'Chart of video views and leads from TikTok Spark Ads',
        'A wellness brand: Spark Ads from creator posts outperformed studio ads on cost per lead within the first month.',
      ),
      steps: adSteps('TikTok Ads'),
      faqs: [
        {
          question: 'Is TikTok right for a local business?',
          answer:
            'It works best for visual, lifestyle and consumer offers such as med spas, fitness, restaurants and home improvement. We will tell you honestly if your audience is elsewhere.',
        },
        {
          question: 'What budget should I start with?',
          answer: `Our TikTok clients typically invest ${platformBudget(AD_BUDGETS.tiktok)}. We recommend at least a month of testing before judging results.`,
        },
        {
          question: 'Do I need to be on camera?',
          answer:
            'No. We can work with local creators and your team, or build ads from product and service footage.',
        },
        {
          question: 'What are Spark Ads?',
          answer:
            'Spark Ads promote real organic posts, from your account or a creator’s, so they keep their likes and comments and feel native on the feed.',
        },
        {
          question: 'How often do you refresh creative?',
          answer:
            'TikTok creative tires quickly, so we test new hooks and videos every two to three weeks.',
        },
        {
          question: 'How is TikTok ads management priced?',
          answer: `Paid Media Management is ${paidMediaFee} with a minimum of ${paidMediaMinimum}; creative sprints are included from the Growth package.`,
        },
      ],
    },
    {
      ...servicePages.linkedinAds,
      name: 'LinkedIn Ads Management',
      parent: paidAdsParent,
      meta: {
        title: 'LinkedIn Ads Management for B2B Lead Generation | Bayshore Signal',
        description: `LinkedIn campaigns that reach decision-makers by title, company and industry, with lead nurture that turns them into pipeline. Typical budgets ${platformBudget(AD_BUDGETS.linkedin)}.`,
      },
      headline: 'LinkedIn ads that put you in front of the people who sign',
      lead: 'For B2B firms, law groups and professional services, LinkedIn reaches decision-makers by job title, company size and industry. We make every expensive click count.',
      priceLabel: 'Typical budget',
      priceValue: `${platformBudget(AD_BUDGETS.linkedin)}`,
      whatYouGet: [
        'Audience build by title, seniority, company and industry',
        'Account-based campaigns for your target company list',
        'Thought-leader ads from your executives’ posts',
        'Lead Gen Forms synced to your CRM',
        'Document and video ads built from your expertise',
        'Nurture sequences for leads that are not ready for a call',
        'Pipeline and revenue reporting by campaign',
        'Monthly strategy call with your sales lead',
      ],
      proof: proof(
        'linkedin-ads',
        'Chart of sales pipeline value sourced from LinkedIn campaigns',
        'A Tampa B2B services firm: sales pipeline sourced from LinkedIn grew steadily as account-based campaigns matured.',
      ),
      steps: adSteps('LinkedIn Ads'),
      faqs: [
        {
          question: 'Why is LinkedIn more expensive per click?',
          answer:
            'You are paying for precise targeting of decision-makers. A single closed B2B deal often pays for months of spend, so we judge LinkedIn on pipeline, not clicks.',
        },
        {
          question: 'What budget do LinkedIn ads need?',
          answer: `Our LinkedIn clients typically invest ${platformBudget(AD_BUDGETS.linkedin)}. Below that, campaigns struggle to gather enough data.`,
        },
        {
          question: 'Can you target a specific list of companies?',
          answer:
            'Yes. Account-based campaigns upload your target accounts and reach the buying committee inside them.',
        },
        {
          question: 'How do LinkedIn leads reach my sales team?',
          answer:
            'Lead Gen Form responses flow into your CRM instantly with an owner assigned and a follow-up task created.',
        },
        {
          question: 'What content works best on LinkedIn?',
          answer:
            'Useful expertise: short guides, data, case studies and executive posts. Hard sales pitches rarely perform.',
        },
        {
          question: 'How is LinkedIn ads management priced?',
          answer: `Paid Media Management is ${paidMediaFee} with a minimum of ${paidMediaMinimum}, billed month-to-month.`,
        },
      ],
    },
    {
      ...servicePages.contentVideo,
      name: 'Content & Video Production',
      parent: servicesParent,
      meta: {
        title: 'Content and Video Production in Tampa | Bayshore Signal',
        description: `Short-form video, ad creative and long-form content shot in Tampa Bay and repurposed across every channel. Creative retainers from ${retainerPrice}.`,
      },
      headline: 'Content and video that earn attention and get reused everywhere',
      lead: 'One shoot day in Tampa becomes a month of ads, Reels, Shorts, blog posts and emails. We plan the content around what your customers ask before they buy.',
      priceLabel: 'Starting at',
      priceValue: retainerPrice,
      whatYouGet: [
        'Quarterly content strategy built from real customer questions',
        'On-location shoot days anywhere in Tampa Bay',
        'Short-form video for Reels, Shorts and TikTok',
        'Ad creative variations for every paid campaign',
        'Long-form video edited for YouTube',
        'Blog articles and newsletters drafted from your videos',
        'Captions, thumbnails and hooks written for each platform',
        'Performance review to plan the next sprint',
      ],
      proof: proof(
        'content-video',
        'One long video branching into shorts, posts, a blog article and an email',
        'One long video, repurposed: a month of clips, posts, a blog article and a newsletter from a single shoot day.',
      ),
      steps: [
        {
          title: 'Plan',
          description:
            'We collect the questions your customers ask and turn them into a quarterly content calendar.',
        },
        {
          title: 'Shoot',
          description:
            'A half or full shoot day at your location, scripted so your team is comfortable on camera.',
        },
        {
          title: 'Edit and repurpose',
          description:
            'Every shoot becomes clips, ads, a long video, a blog article and email copy.',
        },
        {
          title: 'Publish and learn',
          description:
            'We publish on schedule, track what performs and feed it into the next sprint.',
        },
      ],
      faqs: [
        {
          question: 'How much does content and video cost?',
          answer: `${pricingNotes.retainersFrom} Larger production schedules are quoted after a planning call.`,
        },
        {
          question: 'Do you shoot on location?',
          answer:
            'Yes. We shoot across Tampa, St. Petersburg, Clearwater, Brandon and the wider Tampa Bay area.',
        },
        {
          question: 'Who writes the scripts?',
          answer:
            'We do, from your input. You approve every script and every final cut before anything is published.',
        },
        {
          question: 'Can you use AI to speed up production?',
          answer:
            'We use AI for transcripts, first-draft hooks, captions and repurposing, and a human editor finishes everything.',
        },
        {
          question: 'How many videos will I get?',
          answer:
            'A typical monthly retainer delivers one long video and 8 to 12 short clips plus ad variations, depending on the plan.',
        },
        {
          question: 'Who owns the footage?',
          answer:
            'You do. All raw footage and final files are delivered to a shared folder you control.',
        },
      ],
    },
    {
      ...servicePages.seo,
      name: 'SEO Services',
      parent: servicesParent,
      meta: {
        title: 'SEO Services: Technical, Local and Content SEO | Bayshore Signal',
        description: `Technical fixes, Google Business Profile and map-pack rankings, and content that earns links for Tampa businesses. SEO retainers from ${retainerPrice}.`,
      },
      headline: 'SEO that brings customers who are already looking for you',
      lead: 'Paid ads stop the day you stop paying. Strong rankings keep bringing calls. We fix the technical foundation, win the local map pack and publish content that earns links.',
      priceLabel: 'Starting at',
      priceValue: retainerPrice,
      whatYouGet: [
        'Technical audit: speed, crawlability, indexing and structured data',
        'Google Business Profile optimisation and weekly posts',
        'Local citations cleaned up and kept consistent',
        'Keyword and competitor research for each service area',
        'Service and location pages written to rank and convert',
        'Two in-depth articles every month',
        'Digital PR and local link building',
        'Monthly ranking, traffic and leads report',
      ],
      proof: proof(
        'seo',
        'Chart of organic traffic and map-pack rankings rising over twelve months',
        'A Tampa law group: organic traffic and map-pack visibility climbing month over month after the technical fixes landed.',
      ),
      steps: [
        {
          title: 'Audit',
          description:
            'A full technical, local and content audit against your top three competitors.',
        },
        {
          title: 'Fix the foundation',
          description:
            'Speed, indexing, structured data and Google Business Profile fixes in the first 30 days.',
        },
        {
          title: 'Publish and earn links',
          description:
            'Service pages, articles and local PR that build relevance and authority every month.',
        },
        {
          title: 'Measure and expand',
          description:
            'We report rankings, traffic and leads, then expand into new services and neighbourhoods.',
        },
      ],
      faqs: [
        {
          question: 'How long does SEO take to work?',
          answer:
            'Technical and Google Business Profile fixes often show movement within 30-60 days. Competitive rankings usually take four to six months of steady work.',
        },
        {
          question: 'How much does SEO cost?',
          answer: `${pricingNotes.retainersFrom} The retainer depends on how many services and locations you want to rank for.`,
        },
        {
          question: 'Do you guarantee first-page rankings?',
          answer:
            'No honest agency can guarantee rankings. We commit to the work, report openly and tie SEO to calls and leads, not vanity metrics.',
        },
        {
          question: 'What is the local map pack?',
          answer:
            'It is the map with three businesses that appears above the organic results for local searches. It drives a large share of calls for local businesses.',
        },
        {
          question: 'Will you write the content?',
          answer:
            'Yes. Our writers produce every page and article, and you approve them before they go live.',
        },
        {
          question: 'Can SEO and paid ads work together?',
          answer:
            'Yes. Search term data from ads shows which keywords convert, so we prioritise those in SEO and lower your paid costs over time.',
        },
      ],
    },
    {
      ...servicePages.emailSmsCrm,
      name: 'Email, SMS & CRM Automation',
      parent: servicesParent,
      meta: {
        title: 'Email, SMS and CRM Automation Services | Bayshore Signal',
        description: `A CRM set up the way you sell, with email and text sequences that respond, remind, nurture and reactivate. Included in automation packages from ${perMonth(starter.monthlyPrice)}.`,
      },
      headline: 'A CRM that follows up on every lead, so your team does not have to',
      lead: 'Most leads are lost to slow or forgotten follow-up. We set up your CRM around how you actually sell and automate the emails and texts that move people to the next step.',
      priceLabel: 'Starting at',
      priceValue: `${perMonth(starter.monthlyPrice)} (${starter.subtitle} package)`,
      whatYouGet: [
        'CRM setup or clean-up with pipeline stages that match your sales process',
        'Every lead source connected: forms, ads, calls and chat',
        'Instant text and email response to new leads',
        'Appointment confirmations and reminders that cut no-shows',
        'Nurture sequences for leads not ready to buy',
        'Reactivation campaigns for past customers',
        'Review requests after every completed job',
        'Deliverability setup and compliant SMS opt-ins',
      ],
      proof: proof(
        'email-sms-crm',
        'Pipeline board with leads moving from new to booked automatically',
        'An assisted living community: inquiries answered in minutes and moved to a booked tour without manual follow-up.',
      ),
      steps: [
        {
          title: 'Map your sales process',
          description: 'We document how a lead becomes a customer today, and where leads get lost.',
        },
        {
          title: 'Set up the CRM',
          description:
            'Pipelines, fields, sources and team permissions configured and data migrated.',
        },
        {
          title: 'Automate follow-up',
          description:
            'Response, reminder, nurture and reactivation sequences written and switched on.',
        },
        {
          title: 'Train and tune',
          description:
            'Your team is trained, and we tune messages monthly based on reply and booking rates.',
        },
      ],
      faqs: [
        {
          question: 'Which CRM do you use?',
          answer:
            'We work with the CRM you already have when it fits, and recommend one when you do not. What matters is that your team will actually use it.',
        },
        {
          question: 'Is SMS marketing legal for my business?',
          answer:
            'Yes, with proper consent. We set up compliant opt-in language, registration and opt-out handling for every text sequence.',
        },
        {
          question: 'Will automated messages sound robotic?',
          answer:
            'No. We write every message in your voice, keep them short and personal, and hand conversations to a person as soon as someone replies.',
        },
        {
          question: 'How much does it cost?',
          answer: `Email, SMS and CRM automation is included in every package, starting with ${starter.subtitle} at ${perMonth(starter.monthlyPrice)} plus ${usd(starter.setupFee)} setup.`,
        },
        {
          question: 'Can you move our data from our old system?',
          answer:
            'Yes. We migrate contacts, pipeline history and notes, and check the import with you before switching over.',
        },
        {
          question: 'How quickly is it live?',
          answer:
            'Lead response and reminders are usually live within two weeks; deeper nurture and pipeline automations follow in the first 30-60 days.',
        },
      ],
    },
    {
      ...servicePages.analyticsCro,
      name: 'Analytics & Conversion Rate Optimisation',
      parent: servicesParent,
      meta: {
        title: 'Analytics and Conversion Rate Optimisation (CRO) | Bayshore Signal',
        description:
          'Tracking you can trust, funnel dashboards from first click to closed deal, and conversion testing that turns more visitors into customers.',
      },
      headline: 'Know exactly what brings in customers, then get more of them',
      lead: 'If you cannot trust your numbers, you cannot grow with confidence. We fix your tracking, build dashboards that show revenue by channel and test changes that lift conversion.',
      priceLabel: 'Starting at',
      priceValue: `${perMonth(growth.monthlyPrice)} (${growth.subtitle} package)`,
      whatYouGet: [
        'Tracking audit across Google Analytics, ad platforms and your CRM',
        'Server-side and consent-aware conversion tracking',
        'Call tracking tied to campaigns and keywords',
        'Funnel dashboards from first click to closed deal',
        'Landing page heatmaps and session recordings',
        'A/B tests on offers, forms and page layouts',
        'Monthly insights report in plain English',
        'Quarterly growth plan based on the data',
      ],
      proof: proof(
        'analytics-cro',
        'Funnel dashboard showing visits, leads, booked calls and closed deals by channel',
        'A funnel dashboard: every channel traced from first visit to closed deal, so budget follows revenue.',
      ),
      steps: [
        {
          title: 'Audit tracking',
          description:
            'We check every tag, event and conversion and list what is missing or double-counted.',
        },
        {
          title: 'Rebuild measurement',
          description:
            'Clean tracking from ad click to CRM outcome, with consent handled properly.',
        },
        {
          title: 'Build dashboards',
          description: 'One funnel view of spend, leads, bookings and revenue by channel.',
        },
        {
          title: 'Test and improve',
          description:
            'A steady cadence of landing page and funnel tests, each with a clear hypothesis.',
        },
      ],
      faqs: [
        {
          question: 'Why do my ad platforms and analytics disagree?',
          answer:
            'Each platform counts conversions its own way. We set up one source of truth in your CRM and reconcile the platforms against it.',
        },
        {
          question: 'What is conversion rate optimisation?',
          answer:
            'CRO is testing changes to pages, forms and offers to turn more of your existing visitors into leads and customers, without buying more traffic.',
        },
        {
          question: 'How much traffic do I need for A/B tests?',
          answer:
            'Reliable tests need a few hundred conversions a month. With less, we use heatmaps, recordings and best-practice fixes instead.',
        },
        {
          question: 'Which dashboards will I get?',
          answer:
            'A funnel dashboard from first click to closed deal, plus channel and campaign views. Funnel dashboards are included from the Growth package.',
        },
        {
          question: 'How much does analytics and CRO cost?',
          answer: `Funnel dashboards and testing are part of the ${growth.subtitle} package at ${perMonth(growth.monthlyPrice)} plus ${usd(growth.setupFee)} setup.`,
        },
        {
          question: 'Is my tracking privacy compliant?',
          answer:
            'We set up consent-aware tracking and keep personal and health details out of ad platforms.',
        },
      ],
    },
  ] satisfies ServiceDetailEntry[]
).map((detail) => ({ ...detail, meta: { ...detail.meta, path: detail.path } }));

export function serviceDetailByPath(pathname: string): ServiceDetail | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return serviceDetails.find((detail) => detail.path === clean);
}
