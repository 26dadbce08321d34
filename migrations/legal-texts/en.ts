/**
 * Version 1 of the legal pages in English, as Migration20261205120000_legal_documents first
 * published them. Frozen with that migration: the team edits the texts in admin → legal pages,
 * which publishes new versions; changing this file changes only databases created afterwards.
 * `{{name}}` placeholders are filled from the server's settings when a page is shown.
 */
export const en = {
  terms: `These terms govern the use of Paceband, the free pace-band service, on the web and in the mobile app. By using the site you accept them; when you create an account you accept them together with the [privacy notice](/en/privacy), and we record which versions you accepted. Orders of printed bands and donations are also governed by the [terms of sale](/en/terms-of-sale).

## 1. The service

Paceband computes pace bands: split times from your goal time, your pacing strategy and the hills of a course, printed at the size of your wrist. It also offers courses, a race calendar, a race-time predictor, news, a FAQ and a contact form. Building, printing and downloading bands is free and needs no account.

## 2. Your account

- Give your own email address and confirm it with the link we mail you. Until then you can build and save bands, but not order printed bands, publish a course or propose a race.
- Keep your password to yourself: you are responsible for what is done with your account. Tell us at once if you think someone else uses it.
- One account per person. You can delete yours at any time from your profile.
- We may block an account that breaks these terms; its sessions then end. Ask us and we tell you why.

## 3. Fair use

You must not:

- send the site or its public API more requests than their limits allow, or try to get around those limits;
- try to get into other accounts, the server or the database, or disturb the service for others;
- upload files or write texts that you have no right to share, that are unlawful, or that harm others;
- use the contact form or race proposals for advertising or spam.

The public API (documented at /api/docs) is free for runners' tools within its rate limits. We may change it and keep its documentation up to date.

## 4. Courses, races and what you share

- You keep every right to the course files you upload (GPX, KML, KMZ). A new course is private: only you see it.
- If you ask us to make a course public and we accept, you allow Paceband, free of charge and for as long as the course is on the site, to show it and to let every runner build and print bands on it. When you delete your account you choose whether your public courses are deleted or stay on the site without your name.
- The team checks every race you propose before it appears in the calendar; by proposing it you allow us to publish it.
- A shared band link shows that band to anyone who has the link: share it only with people you choose.
- We may correct, hide or remove content that breaks these terms or that someone shows us to be wrong.

## 5. A pace band is an aid, not a guarantee

Bands are computed from what you enter and from course data that can be imperfect (the elevation of an uploaded file, distances, aid stations). Check the course against the race's official information, and the printed band against your plan, before you race. Predictions are estimates from models, not medical advice. Running a race is your decision and your responsibility: if you have any doubt about your health, ask a doctor. The service is provided as it is; as far as the law allows, we are not liable for a race result, a missed goal or a loss caused by an error in a band or a course.

## 6. Availability

Paceband has been free since 2014 and we mean to keep it so, but we may change or stop features, or pause the site for maintenance, without owing compensation. Your saved bands stay available to you as long as your account exists.

## 7. Intellectual property

The software, design, texts and illustrations of Paceband belong to their authors. The bands you print are yours to use. Courses that other members made public belong to them. Do not copy the site or its data as a whole.

## 8. Changes to these terms

Every change is published on this page as a new version with its number and date; earlier versions are kept. Important changes are announced in the news. If you keep using your account after a change, you accept the new version; if you do not accept it, you can delete your account.

## 9. Questions and disputes

Nothing in these terms takes away the rights that the law of your country gives you as a consumer. If something goes wrong, write to us first through the [contact form](/en/contact) or at {{contactEmail}}: we will look for a solution with you.
`,

  sale: `These terms apply to the printed pace bands ordered on Paceband and to donations. They complete the [terms of use](/en/terms); how we handle the data of an order is explained in the [privacy notice](/en/privacy).

## 1. Who can order

Ordering needs a Paceband account with a confirmed email address and a shipping address. Anybody can donate, with or without an account.

## 2. The product

A printed band is a waterproof paper strip printed with a band you built and saved: its course, goal times, pacing, layout, colours and theme as they were when you ordered. Each band is made to your own specifications. Check the saved band carefully before you order: we print it as you saved it, and later changes to the saved band or to its theme do not change an order already placed.

## 3. Prices

Before you pay, the order page shows the price of one band (the regular price struck through when there is an offer), the quantity, the subtotal, the discount of a promo code, the shipping cost for the country of your address (Canada, the United States, or other countries) and the total, in the shop's currency. The total shown is the amount charged: nothing is added at payment. Customs duties or import taxes that the destination country may charge are yours to pay. Prices may change; an order keeps the prices shown when it was placed.

## 4. Ordering and paying

1. Choose saved bands and the number of copies of each (up to the maximum the page shows), check your address and fill in the address comment (door code, delivery instructions, or "none").
2. If you have a promo code, enter it and update the total.
3. "Pay" takes you to the secure checkout page of Stripe, our payment provider. You enter your card details there; they never reach us.
4. The sale is made when Stripe confirms the payment: the order then shows "Paid" and we mail you a receipt. If the card is declined, nothing is charged and you can try again. A checkout left unpaid expires after about 30 minutes and the order is cancelled.

## 5. Promo codes

A promo code can have conditions: dates of validity, a minimum number of bands, one use per member, a first order only, members who have ordered before, a given course, a limited number of uses. The order page says why a code does not apply. One code per order; a code cannot be exchanged for money.

## 6. Printing and shipping

We print paid orders in batches and post them to the address of the order. Your order page shows each step (Paid, Printed, Mailed), and we mail you when your bands are posted. The delivery time then depends on the postal service of the destination country. Check your address before you pay; if it is wrong, write to us at once with your order number: we can correct it until the order is posted.

## 7. Cancelling, withdrawal and refunds

- **Before paying**: leave the checkout page; nothing is charged and the unpaid order is cancelled.
- **After paying, until your bands are printed**: write to us with your order number; we cancel the order and refund it in full, shipping included.
- **Withdrawal**: your bands are made to your specifications (your course, your times, your settings). For such personalised goods the law of many countries, that of the European Union included, excludes the right of withdrawal: once printed, an order cannot be returned because you changed your mind.
- **Damaged, wrong or lost bands**: if your bands arrive damaged, differ from the band you saved, or do not arrive, write to us with your order number (and a photo if they are damaged). We print and post them again free of charge, or refund you if a new shipment is not possible. This does not limit the guarantees the law gives you.
- **If we cannot deliver an order** (for example to an address the post does not serve), we cancel it and refund it in full.

Refunds go back to the card you paid with, through Stripe; banks usually show them within 5 to 10 working days.

## 8. Donations

A donation is a gift that keeps Paceband free: it buys no product or service. You pay it through Stripe like an order and get a receipt by mail if you give an address. If you donated by mistake, write to us within 14 days and we refund it.

## 9. Your account and your orders

Orders stay in our accounts. If you delete your account, they are kept without your name, email, address, comment or band names (see the privacy notice). While an order is paid but not yet posted, your account cannot be deleted: we need the address to send it.

## 10. Questions and complaints

Write to us with the [contact form](/en/contact) or at {{contactEmail}}, giving your order number. Nothing in these terms takes away the rights that the law of your country gives you as a consumer.
`,

  privacy: `Paceband builds free printable pace bands for runners. This notice says which personal data the site keeps, why, for how long, and who else handles it. In short: we keep what the service needs, we sell nothing, we show no ads, and nothing measures your visits unless you accept it.

## Who is responsible

The Paceband team runs the site and decides what is done with your data. Write to us with the [contact form](/en/contact) or at {{contactEmail}}.

## Visiting without an account

You can build, print and download bands, read the news and the FAQ, browse courses and the race calendar and use the predictor without an account. The settings of a band you build travel in the page's address; we keep them only if you save the band. A course file you send to the public API is read and not kept.

Each request reaches our server with your IP address and a description of your browser. We use the address for three things only, and we do not write it in our logs:

- **Country**: an offline geolocation database on our own server finds your country (and your city, if we install a city database) to show a flag, fill in forms and suggest races near you. No outside service is asked.
- **Abuse limits**: counters kept under your address (or your account) limit how many requests one client sends per minute, for example 10 log-in attempts. Each counter is deleted about an hour after its minute ends.
- **Statistics**: we count some events (a sign-up, a saved band, a download, an order, a donation) with the language, the country and the amount, and nothing that identifies you.

## What we keep, why, and for how long

| Data | Why | How long |
|---|---|---|
| Account: name, email address, password (kept only as a salted hash), roles, whether the email is confirmed, the time and the versions of the terms you accepted | To run your account, sign you in and write to you | Until you delete the account |
| Sign-in with Google, Facebook or Apple, when offered: the provider's account id and the name, email and picture it shares | To sign you in with that provider | Until you delete the account |
| Profile picture (optional) | To show it in your menu | Until you remove it or delete the account |
| Shipping address and its comment | To post the bands you order | Until you change it or delete the account |
| Sessions: when you signed in, your IP address and your browser | To keep you signed in and protect your account | 30 days after their last use; logging out ends a session |
| One-time links we mail (email confirmation, password reset) | To confirm your address or reset your password | 24 hours (confirmation), 1 hour (reset) |
| Saved bands (up to 200) and shared band links | To keep the bands you save, and show a shared band to whoever has its link | Until you delete them or the account |
| Courses you create and the files you upload (GPX, KML, KMZ: a file can hold your name and the times of a recorded run) | To build bands on your course; a public course is shown to every runner | Until you delete them; see "Deleting your account" |
| Races you propose to the calendar | To check and publish them | A published race stays in the calendar; your name is removed when you delete the account |
| Contact messages: name, email, subject, message, the page or order it is about, language, our answers | To answer you | Until we delete them; a member's messages are deleted with the account, and we delete yours whenever you ask |
| Orders: bands and quantities, prices, shipping address and comment, email, history of the order's steps, payment references | To print, post and account for your order, and to answer questions about it | As long as accounting law requires; see "Deleting your account" |
| Donations: amount, and the email for the receipt if you give one | To send the receipt and keep our accounts | As long as accounting law requires |
| Mails we send, while they wait to go out | To deliver them | Deleted from our queue 7 days after sending |
| Server logs: time, the address asked for (with secrets such as reset links removed), answer code, duration, errors, and the account id of a team member who changes something | To keep the site running and secure | {{logRetentionDays}} days |
| What you typed in a form that had a mistake | To show it again on the next page | 2 minutes |
| The team's audit trail: which team member did what, for example answered your message or changed your order | To keep the team accountable | Kept as the team's record |

## Who else handles your data

We sell no data. We share it only with these services, each for the part of the service it provides:

- **Stripe** (payments): when you order bands or donate, you pay on Stripe's checkout page. Your card details go to Stripe, never to us; we receive the payment's status and references. Stripe handles them under its own [privacy policy](https://stripe.com/privacy), also in the United States.
- **Our mail provider** (mail server: {{mailServer}}): it carries every mail we send (confirmation and reset links, order mails, answers to your messages), so it sees the addresses and the contents.
- **Google, Facebook or Apple**: only if you choose to sign in with one of them; they then know that you use Paceband.
- **A map provider**: if course maps use an outside map service, your browser loads the map images from it when you open a course map, which gives it your IP address.
- **Our hosting provider** runs the servers and the database for us.

The anti-spam check of the contact form runs in your browser and on our server; no outside service is asked. No advertising network and no analytics service receives anything: the site loads none.

## Cookies and your consent

The site sets only the cookies listed at the end of this page. The necessary ones make it work and need no consent. If you accept "analytics" in the [cookie settings](/en/cookies), the pages you view are noted in the page for a measurement tool; no such tool is loaded today, so nothing leaves your browser. Advertising stays off unless you accept it, and no ads are shown today. Before we add such a service we will name it here, and it will only run with your consent. Your browser's local storage remembers that you closed the mobile-app banner.

## Your rights

- **See and take your data**: "Download my data" on [My profile](/en/profile) gives everything your account holds, in one JSON file.
- **Correct it**: change your name, email, picture and address on your profile.
- **Erase it**: delete your account on your profile (your password is asked); see below.
- **Object, restrict, or ask anything else**: write to us; we answer within one month.
- **Complain**: you can also complain to the data-protection authority of your country.

## Deleting your account

Deletion removes, in one go: your account, its sessions and sign-in methods, your picture, address, saved bands, shared band links, private courses and contact messages. For your public courses you choose: delete them (bands other runners built on them still print) or leave them on the site without your name; their uploaded files are deleted either way. Races you proposed stay in the calendar without your name. Orders stay in our accounts with their amounts, dates, steps, country group and payment references, but without your name, email, address, comment and band names; an unpaid checkout is cancelled. While an order is paid but not yet posted, deletion waits: we need the address to send it.

## Security

Connections are encrypted; passwords are kept only as salted hashes; changing your email or deleting your account asks for your password; a new email address counts only once it is confirmed, and the old one is told; secrets are removed from our logs.

## Changes to this notice

Every change is published on this page as a new version with its number and date; earlier versions are kept. The versions you accepted when you signed up are recorded with your account.
`,
};
