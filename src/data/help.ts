/**
 * The help center's questions, grouped by topic (/help/). Figures come from the offer constants
 * (spec §9); links to the logged-in app are passed in (appLink), never written here.
 */
import type { FaqItem } from '../lib/structuredData.ts';
import { offerRange } from '../catalog/priceRange.ts';
import { earlyCancellationRule, monthlyRangeText, OWN_PRICE_NOTE } from '../domain/charges.ts';
import { formatUsd } from '../domain/format.ts';
import { featuredOption, foreverClean } from '../domain/offer.ts';

export type HelpTopic = { id: string; title: string; items: readonly FaqItem[] };

export type HelpLinks = { login: string; redeem: string };

/** Help topics for the brand named `app`; `links` are the brand's app addresses. */
export function helpTopics(app: string, links: HelpLinks): readonly HelpTopic[] {
  const price = formatUsd(featuredOption.price);
  const monthly = monthlyRangeText(offerRange);
  return [
    {
      id: 'booking',
      title: 'Booking',
      items: [
        {
          question: 'How do I book a cleaning?',
          answer: `Buy a voucher for your first cleaning on the deal page, then choose a date and time in the ${app} app. Later cleanings are booked in the app by the hour.`,
          link: { href: '/deal', label: 'See the first-cleaning deal' },
        },
        {
          question: 'How many hours should I book?',
          answer:
            'About 3 hours for a one-bedroom home, 4 for two bedrooms and 6 or more for larger homes. Deep and move-out cleanings need about 2 hours more.',
          link: { href: '/services/house-cleaning', label: 'What a cleaning includes' },
        },
        {
          question: 'Do you serve my area?',
          answer:
            'Enter your zip code on the deal page to check. If we do not serve it yet, you can join the waitlist for your area.',
          link: { href: '/us/', label: 'Browse cities we list' },
        },
        {
          question: 'What should I prepare before the cleaner arrives?',
          answer:
            'Clear clutter from surfaces you want cleaned, put away valuables, and write access details, pets and priorities in the booking notes.',
        },
      ],
    },
    {
      id: 'vouchers',
      title: 'Vouchers and pricing',
      items: [
        {
          question: 'How do I redeem my voucher?',
          answer:
            'Open the voucher link in your confirmation email, or sign in to the customer app and choose a date for your cleaning.',
          link: { href: links.redeem, label: 'Choose a date for your voucher' },
        },
        {
          question: 'How long is a voucher valid?',
          answer: 'Vouchers expire 1 year after purchase. Book your cleaning any time before then.',
        },
        {
          question: `Why is the first cleaning only ${price}?`,
          answer: `It is an introductory offer for new clients: a first ${featuredOption.numHours}-hour cleaning for ${price} instead of ${formatUsd(featuredOption.undiscountedPrice)}, which requires a Forever Clean membership.`,
          link: { href: '/terms-of-service/#offer', label: 'Read the offer terms' },
        },
        {
          question: 'Why does the hourly price differ between cities?',
          answer:
            'Rates follow local costs, so they vary by area. Some states also charge sales tax on cleaning; it is shown before you pay.',
        },
      ],
    },
    {
      id: 'forever-clean',
      title: 'Forever Clean membership',
      items: [
        {
          question: 'What is Forever Clean?',
          answer: `A membership of ${monthly} plus possible taxes, depending on your offer (${OWN_PRICE_NOTE}), that gives you future cleanings at ${foreverClean.futureDiscountText}. The introductory first-cleaning price requires it.`,
        },
        {
          question: 'Can I cancel Forever Clean?',
          answer: `Yes, any time, in the customer app. ${earlyCancellationRule(offerRange)}`,
          link: { href: '/terms-of-service/#forever-clean', label: 'Membership rules' },
        },
        {
          question: 'Do I have to book a cleaning every month?',
          answer: 'No. The membership gives you the member rate whenever you book; how often you book is up to you.',
        },
      ],
    },
    {
      id: 'cancellations',
      title: 'Cancellations and rescheduling',
      items: [
        {
          question: 'How do I cancel or reschedule a cleaning?',
          answer:
            'In the customer app, open the booking and choose cancel or reschedule. It is free up to 24 hours before the start time.',
          link: { href: links.login, label: 'Sign in to the app' },
        },
        {
          question: 'What if I cancel less than 24 hours ahead?',
          answer:
            'A late cancellation fee may apply under the 24 hour cancellation policy. The app shows the amount before you confirm.',
        },
        {
          question: 'What happens if my cleaner cancels?',
          answer: 'We offer you another cleaner or another time, at no cost to you.',
        },
      ],
    },
    {
      id: 'payments',
      title: 'Payments',
      items: [
        {
          question: 'When is my card charged?',
          answer:
            'Vouchers and the first month of membership are charged at checkout. Cleanings booked later are charged as shown in the app when you book.',
        },
        {
          question: 'Which payment methods do you accept?',
          answer: 'Major credit and debit cards. We keep only the card’s brand and last four digits.',
        },
        {
          question: 'My payment was declined. What can I do?',
          answer:
            'Check the card number, expiry date, security code and zip code, or try another card. Your bank can tell you why it declined.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Account',
      items: [
        {
          question: 'How do I sign in?',
          answer: `Use the Sign in button at the top of any page, or go straight to the ${app} customer app.`,
          link: { href: links.login, label: 'Sign in' },
        },
        {
          question: 'How do I change my email, phone or address?',
          answer:
            'Sign in to the customer app and edit your profile. Address changes apply to bookings made after the change.',
        },
        {
          question: 'How do I delete my account?',
          answer:
            'Contact support from the email address on your account. Cancel any membership first so no further charges are made.',
          link: { href: '/help/ticket/', label: 'Contact support' },
        },
      ],
    },
    {
      id: 'safety',
      title: 'Safety',
      items: [
        {
          question: 'Are cleaners background checked?',
          answer: 'Yes. Every cleaner passes a background check before they can accept jobs.',
          link: { href: '/apply', label: 'How cleaners join' },
        },
        {
          question: 'What if something is damaged or missing?',
          answer:
            'Report it to support within 48 hours with photos. We look into it with the cleaner and reply in writing.',
        },
        {
          question: 'Can I rate my cleaner?',
          answer: 'Yes. After each cleaning you can rate it in the app; low ratings are reviewed by support.',
          link: { href: '/reviews/', label: 'Read customer reviews' },
        },
      ],
    },
  ];
}
