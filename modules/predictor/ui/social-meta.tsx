/** Open Graph and Twitter card tags; React 19 hoists them into <head> like PageHead's. */
export function SocialMeta(props: { title: string; description: string; url: string; image: string; imageAlt: string; locale: string }) {
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:title" content={props.title} />
      <meta property="og:description" content={props.description} />
      <meta property="og:url" content={props.url} />
      <meta property="og:locale" content={props.locale} />
      <meta property="og:image" content={props.image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={props.imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={props.title} />
      <meta name="twitter:description" content={props.description} />
      <meta name="twitter:image" content={props.image} />
      <meta name="twitter:image:alt" content={props.imageAlt} />
    </>
  );
}
