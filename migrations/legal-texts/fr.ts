/** Version 1 of the legal pages in French (see en.ts: frozen with its migration). */
export const fr = {
  terms: `Ces conditions régissent l’utilisation de Paceband, le service gratuit de bracelets d’allure, sur le Web et dans l’application mobile. En utilisant le site, vous les acceptez ; en créant un compte, vous les acceptez avec la [politique de confidentialité](/fr/confidentialite), et nous enregistrons les versions acceptées. Les commandes de bracelets imprimés et les dons relèvent aussi des [conditions de vente](/fr/conditions-de-vente).

## 1. Le service

Paceband calcule des bracelets d’allure : des temps de passage tirés de votre temps visé, de votre stratégie d’allure et des côtes d’un parcours, imprimés à la taille de votre poignet. Il propose aussi des parcours, un calendrier des courses, un prédicteur de temps, des nouveautés, une FAQ et un formulaire de contact. Créer, imprimer et télécharger des bracelets est gratuit et ne demande pas de compte.

## 2. Votre compte

- Donnez votre propre adresse courriel et confirmez-la avec le lien que nous vous envoyons. D’ici là, vous pouvez créer et enregistrer des bracelets, mais pas commander de bracelets imprimés, publier un parcours ni proposer une course.
- Gardez votre mot de passe pour vous : vous répondez de ce qui est fait avec votre compte. Prévenez-nous tout de suite si vous pensez que quelqu’un d’autre l’utilise.
- Un compte par personne. Vous pouvez supprimer le vôtre à tout moment depuis votre profil.
- Nous pouvons bloquer un compte qui enfreint ces conditions ; ses sessions prennent alors fin. Demandez-nous pourquoi et nous vous le dirons.

## 3. Usage loyal

Vous ne devez pas :

- envoyer au site ou à son API publique plus de requêtes que leurs limites ne le permettent, ni chercher à contourner ces limites ;
- tenter d’entrer dans d’autres comptes, le serveur ou la base de données, ni perturber le service pour les autres ;
- téléverser des fichiers ou écrire des textes que vous n’avez pas le droit de partager, qui sont illicites ou qui nuisent à autrui ;
- utiliser le formulaire de contact ou les propositions de courses pour de la publicité ou du pourriel.

L’API publique (documentée à /api/docs) est gratuite pour les outils des coureurs, dans ses limites de débit. Nous pouvons la modifier et tenons sa documentation à jour.

## 4. Parcours, courses et ce que vous partagez

- Vous gardez tous vos droits sur les fichiers de parcours que vous téléversez (GPX, KML, KMZ). Un nouveau parcours est privé : vous seul le voyez.
- Si vous nous demandez de rendre un parcours public et que nous l’acceptons, vous autorisez Paceband, gratuitement et tant que le parcours est sur le site, à le montrer et à laisser chaque coureur créer et imprimer des bracelets dessus. Quand vous supprimez votre compte, vous choisissez si vos parcours publics sont supprimés ou restent sur le site sans votre nom.
- L’équipe vérifie chaque course que vous proposez avant qu’elle paraisse au calendrier ; en la proposant, vous nous autorisez à la publier.
- Un lien de partage de bracelet montre ce bracelet à quiconque a le lien : ne le partagez qu’avec les personnes de votre choix.
- Nous pouvons corriger, masquer ou retirer un contenu qui enfreint ces conditions ou dont on nous montre qu’il est faux.

## 5. Un bracelet d’allure est une aide, pas une garantie

Les bracelets sont calculés à partir de ce que vous saisissez et de données de parcours qui peuvent être imparfaites (altitude d’un fichier téléversé, distances, ravitaillements). Comparez le parcours avec les informations officielles de la course, et le bracelet imprimé avec votre plan, avant de courir. Les prédictions sont des estimations tirées de modèles, pas des avis médicaux. Courir une course est votre décision et votre responsabilité : au moindre doute sur votre santé, consultez un médecin. Le service est fourni tel quel ; dans la mesure permise par la loi, nous ne répondons pas d’un résultat de course, d’un objectif manqué ni d’une perte causée par une erreur dans un bracelet ou un parcours.

## 6. Disponibilité

Paceband est gratuit depuis 2014 et nous comptons qu’il le reste, mais nous pouvons modifier ou arrêter des fonctions, ou suspendre le site pour maintenance, sans devoir d’indemnité. Vos bracelets enregistrés restent à votre disposition tant que votre compte existe.

## 7. Propriété intellectuelle

Le logiciel, le design, les textes et les illustrations de Paceband appartiennent à leurs auteurs. Les bracelets que vous imprimez sont à vous. Les parcours que d’autres membres ont rendus publics leur appartiennent. Ne copiez pas le site ni ses données dans leur ensemble.

## 8. Modification de ces conditions

Chaque modification est publiée sur cette page comme une nouvelle version, avec son numéro et sa date ; les versions précédentes sont conservées. Les changements importants sont annoncés dans les nouveautés. Si vous continuez d’utiliser votre compte après une modification, vous acceptez la nouvelle version ; si vous ne l’acceptez pas, vous pouvez supprimer votre compte.

## 9. Questions et litiges

Rien dans ces conditions ne vous retire les droits que la loi de votre pays vous donne comme consommateur. En cas de problème, écrivez-nous d’abord par le [formulaire de contact](/fr/contact) ou à {{contactEmail}} : nous chercherons une solution avec vous.
`,

  sale: `Ces conditions s’appliquent aux bracelets d’allure imprimés commandés sur Paceband et aux dons. Elles complètent les [conditions d’utilisation](/fr/conditions) ; la façon dont nous traitons les données d’une commande est expliquée dans la [politique de confidentialité](/fr/confidentialite).

## 1. Qui peut commander

Commander demande un compte Paceband dont l’adresse courriel est confirmée, et une adresse de livraison. Tout le monde peut faire un don, avec ou sans compte.

## 2. Le produit

Un bracelet imprimé est une bande de papier imperméable imprimée avec un bracelet que vous avez créé et enregistré : son parcours, ses temps visés, son allure, sa mise en page, ses couleurs et son thème tels qu’ils étaient au moment de la commande. Chaque bracelet est fabriqué selon vos propres spécifications. Vérifiez soigneusement le bracelet enregistré avant de commander : nous l’imprimons tel que vous l’avez enregistré, et les modifications ultérieures du bracelet ou de son thème ne changent pas une commande déjà passée.

## 3. Prix

Avant le paiement, la page de commande affiche le prix d’un bracelet (le prix régulier barré quand il y a une offre), la quantité, le sous-total, la remise d’un code promo, les frais de livraison selon le pays de votre adresse (Canada, États-Unis ou autres pays) et le total, dans la devise de la boutique. Le total affiché est le montant débité : rien n’est ajouté au paiement. Les droits de douane ou taxes d’importation que le pays de destination pourrait percevoir sont à votre charge. Les prix peuvent changer ; une commande garde les prix affichés au moment où elle a été passée.

## 4. Commander et payer

1. Choisissez des bracelets enregistrés et le nombre d’exemplaires de chacun (jusqu’au maximum indiqué sur la page), vérifiez votre adresse et remplissez le commentaire d’adresse (code de porte, instructions de livraison, ou « aucun »).
2. Si vous avez un code promo, saisissez-le et mettez le total à jour.
3. « Payer » vous mène à la page de paiement sécurisée de Stripe, notre prestataire de paiement. Vous y saisissez votre carte ; ses données ne nous parviennent jamais.
4. La vente est conclue quand Stripe confirme le paiement : la commande affiche alors « Payée » et nous vous envoyons un reçu par courriel. Si la carte est refusée, rien n’est débité et vous pouvez réessayer. Un paiement laissé en suspens expire après environ 30 minutes et la commande est annulée.

## 5. Codes promo

Un code promo peut avoir des conditions : dates de validité, nombre minimal de bracelets, une utilisation par membre, première commande seulement, membres ayant déjà commandé, un parcours donné, un nombre d’utilisations limité. La page de commande indique pourquoi un code ne s’applique pas. Un code par commande ; un code ne peut pas être échangé contre de l’argent.

## 6. Impression et livraison

Nous imprimons les commandes payées par lots et les postons à l’adresse de la commande. La page de votre commande montre chaque étape (Payée, Imprimée, Expédiée), et nous vous écrivons quand vos bracelets sont postés. Le délai de livraison dépend ensuite du service postal du pays de destination. Vérifiez votre adresse avant de payer ; si elle est fausse, écrivez-nous tout de suite avec votre numéro de commande : nous pouvons la corriger tant que la commande n’est pas postée.

## 7. Annulation, rétractation et remboursements

- **Avant de payer** : quittez la page de paiement ; rien n’est débité et la commande non payée est annulée.
- **Après le paiement, jusqu’à l’impression de vos bracelets** : écrivez-nous avec votre numéro de commande ; nous annulons la commande et la remboursons entièrement, livraison comprise.
- **Rétractation** : vos bracelets sont fabriqués selon vos spécifications (votre parcours, vos temps, vos réglages). Pour de tels biens personnalisés, la loi de nombreux pays, dont celle de l’Union européenne, exclut le droit de rétractation : une fois imprimée, une commande ne peut pas être retournée parce que vous avez changé d’avis.
- **Bracelets abîmés, erronés ou perdus** : si vos bracelets arrivent abîmés, diffèrent du bracelet enregistré ou n’arrivent pas, écrivez-nous avec votre numéro de commande (et une photo s’ils sont abîmés). Nous les imprimons et les postons de nouveau gratuitement, ou vous remboursons si un nouvel envoi est impossible. Cela ne limite pas les garanties que la loi vous accorde.
- **Si nous ne pouvons pas livrer une commande** (par exemple à une adresse que la poste ne dessert pas), nous l’annulons et la remboursons entièrement.

Les remboursements reviennent sur la carte utilisée, par Stripe ; les banques les affichent en général sous 5 à 10 jours ouvrables.

## 8. Dons

Un don est un cadeau qui garde Paceband gratuit : il n’achète aucun produit ni service. Vous le payez par Stripe comme une commande et recevez un reçu par courriel si vous donnez une adresse. Si vous avez donné par erreur, écrivez-nous dans les 14 jours et nous vous remboursons.

## 9. Votre compte et vos commandes

Les commandes restent dans notre comptabilité. Si vous supprimez votre compte, elles sont conservées sans votre nom, votre courriel, votre adresse, votre commentaire ni le nom des bracelets (voir la politique de confidentialité). Tant qu’une commande est payée mais pas encore postée, votre compte ne peut pas être supprimé : nous avons besoin de l’adresse pour l’envoyer.

## 10. Questions et réclamations

Écrivez-nous par le [formulaire de contact](/fr/contact) ou à {{contactEmail}}, en indiquant votre numéro de commande. Rien dans ces conditions ne vous retire les droits que la loi de votre pays vous donne comme consommateur.
`,

  privacy: `Paceband crée gratuitement des bracelets d’allure imprimables pour les coureurs. Cette politique indique quelles données personnelles le site conserve, pourquoi, combien de temps, et qui d’autre les traite. En bref : nous gardons ce dont le service a besoin, nous ne vendons rien, nous n’affichons aucune publicité, et rien ne mesure vos visites sans votre accord.

## Qui est responsable

L’équipe de Paceband exploite le site et décide de ce qui est fait de vos données. Écrivez-nous par le [formulaire de contact](/fr/contact) ou à {{contactEmail}}.

## Visiter sans compte

Vous pouvez créer, imprimer et télécharger des bracelets, lire les nouveautés et la FAQ, parcourir les parcours et le calendrier des courses et utiliser le prédicteur sans compte. Les réglages d’un bracelet voyagent dans l’adresse de la page ; nous ne les gardons que si vous enregistrez le bracelet. Un fichier de parcours envoyé à l’API publique est lu, pas conservé.

Chaque requête arrive sur notre serveur avec votre adresse IP et une description de votre navigateur. Nous n’utilisons l’adresse que pour trois choses, et nous ne l’écrivons pas dans nos journaux :

- **Pays** : une base de géolocalisation hors ligne, sur notre propre serveur, trouve votre pays (et votre ville si nous installons une base des villes) pour afficher un drapeau, préremplir des formulaires et vous suggérer des courses proches. Aucun service extérieur n’est interrogé.
- **Limites anti-abus** : des compteurs tenus sous votre adresse (ou votre compte) limitent le nombre de requêtes d’un même client par minute, par exemple 10 tentatives de connexion. Chaque compteur est supprimé environ une heure après la fin de sa minute.
- **Statistiques** : nous comptons certains événements (une inscription, un bracelet enregistré, un téléchargement, une commande, un don) avec la langue, le pays et le montant, et rien qui vous identifie.

## Ce que nous gardons, pourquoi et combien de temps

| Données | Pourquoi | Combien de temps |
|---|---|---|
| Compte : nom, adresse courriel, mot de passe (gardé seulement sous forme d’empreinte salée), rôles, confirmation du courriel, date et versions des conditions acceptées | Faire fonctionner votre compte, vous connecter et vous écrire | Jusqu’à la suppression du compte |
| Connexion avec Google, Facebook ou Apple, quand elle est proposée : l’identifiant du compte chez le fournisseur et le nom, le courriel et la photo qu’il partage | Vous connecter avec ce fournisseur | Jusqu’à la suppression du compte |
| Photo de profil (facultative) | L’afficher dans votre menu | Jusqu’à ce que vous la retiriez ou supprimiez le compte |
| Adresse de livraison et son commentaire | Poster les bracelets commandés | Jusqu’à ce que vous la changiez ou supprimiez le compte |
| Sessions : heure de connexion, adresse IP, navigateur | Vous garder connecté et protéger votre compte | 30 jours après leur dernière utilisation ; la déconnexion met fin à une session |
| Liens à usage unique envoyés par courriel (confirmation du courriel, réinitialisation du mot de passe) | Confirmer votre adresse ou changer votre mot de passe | 24 heures (confirmation), 1 heure (réinitialisation) |
| Bracelets enregistrés (200 au plus) et liens de partage de bracelets | Garder vos bracelets, et montrer un bracelet partagé à qui a le lien | Jusqu’à ce que vous les supprimiez ou supprimiez le compte |
| Parcours que vous créez et fichiers téléversés (GPX, KML, KMZ : un fichier peut contenir votre nom et les temps d’une sortie enregistrée) | Créer des bracelets sur votre parcours ; un parcours public est montré à tous les coureurs | Jusqu’à ce que vous les supprimiez ; voir « Supprimer votre compte » |
| Courses que vous proposez au calendrier | Les vérifier et les publier | Une course publiée reste au calendrier ; votre nom est retiré à la suppression du compte |
| Messages de contact : nom, courriel, sujet, message, page ou commande concernée, langue, nos réponses | Vous répondre | Jusqu’à ce que nous les supprimions ; ceux d’un membre sont supprimés avec son compte, et nous supprimons les vôtres dès que vous le demandez |
| Commandes : bracelets et quantités, prix, adresse de livraison et commentaire, courriel, historique des étapes, références de paiement | Imprimer, poster et comptabiliser votre commande, et répondre à vos questions | Aussi longtemps que la loi comptable l’exige ; voir « Supprimer votre compte » |
| Dons : montant, et le courriel du reçu si vous en donnez un | Envoyer le reçu et tenir nos comptes | Aussi longtemps que la loi comptable l’exige |
| Courriels que nous envoyons, en attente d’envoi | Les acheminer | Effacés de notre file 7 jours après l’envoi |
| Journaux du serveur : heure, adresse demandée (secrets comme les liens de réinitialisation retirés), code de réponse, durée, erreurs, et l’identifiant du membre de l’équipe qui modifie quelque chose | Faire fonctionner le site et le sécuriser | {{logRetentionDays}} jours |
| Ce que vous avez saisi dans un formulaire qui contenait une erreur | Vous le remontrer à la page suivante | 2 minutes |
| Le journal d’audit de l’équipe : quel membre de l’équipe a fait quoi, par exemple répondu à votre message ou modifié votre commande | Rendre l’équipe responsable de ses actions | Conservé comme registre de l’équipe |

## Qui d’autre traite vos données

Nous ne vendons aucune donnée. Nous ne les partageons qu’avec ces services, chacun pour la part du service qu’il assure :

- **Stripe** (paiements) : quand vous commandez des bracelets ou faites un don, vous payez sur la page de paiement de Stripe. Les données de votre carte vont à Stripe, jamais à nous ; nous recevons l’état du paiement et ses références. Stripe les traite selon sa propre [politique de confidentialité](https://stripe.com/fr/privacy), y compris aux États-Unis.
- **Notre fournisseur de courriel** (serveur d’envoi : {{mailServer}}) : il achemine chaque courriel que nous envoyons (liens de confirmation et de réinitialisation, courriels de commande, réponses à vos messages), et voit donc les adresses et le contenu.
- **Google, Facebook ou Apple** : seulement si vous choisissez de vous connecter avec l’un d’eux ; il sait alors que vous utilisez Paceband.
- **Un fournisseur de cartes** : si les cartes des parcours utilisent un service extérieur, votre navigateur en charge les images quand vous ouvrez la carte d’un parcours, ce qui lui donne votre adresse IP.
- **Notre hébergeur** fait fonctionner les serveurs et la base de données pour nous.

La vérification anti-pourriel du formulaire de contact s’exécute dans votre navigateur et sur notre serveur ; aucun service extérieur n’est interrogé. Aucune régie publicitaire ni aucun service de mesure d’audience ne reçoit quoi que ce soit : le site n’en charge aucun.

## Témoins (cookies) et consentement

Le site ne dépose que les témoins listés au bas de cette page. Les témoins nécessaires le font fonctionner et ne demandent pas de consentement. Si vous acceptez la « mesure d’audience » dans les [réglages des témoins](/fr/temoins), les pages que vous consultez sont notées dans la page pour un outil de mesure ; aucun outil de ce type n’est chargé aujourd’hui, donc rien ne quitte votre navigateur. La publicité reste désactivée sans votre accord, et aucune publicité n’est affichée aujourd’hui. Avant d’ajouter un tel service, nous le nommerons ici, et il ne fonctionnera qu’avec votre consentement. Le stockage local de votre navigateur retient que vous avez fermé le bandeau de l’application mobile.

## Vos droits

- **Consulter et emporter vos données** : « Télécharger mes données » dans [Mon profil](/fr/profil) vous donne tout ce que contient votre compte, en un fichier JSON.
- **Les corriger** : modifiez votre nom, votre courriel, votre photo et votre adresse dans votre profil.
- **Les effacer** : supprimez votre compte depuis votre profil (votre mot de passe est demandé) ; voir ci-dessous.
- **Vous opposer, limiter un traitement ou toute autre demande** : écrivez-nous ; nous répondons dans un délai d’un mois.
- **Porter plainte** : vous pouvez aussi vous adresser à l’autorité de protection des données de votre pays.

## Supprimer votre compte

La suppression efface d’un coup : votre compte, ses sessions et méthodes de connexion, votre photo, votre adresse, vos bracelets enregistrés, vos liens de partage, vos parcours privés et vos messages de contact. Pour vos parcours publics, vous choisissez : les supprimer (les bracelets que d’autres coureurs ont faits dessus s’impriment toujours) ou les laisser sur le site sans votre nom ; leurs fichiers téléversés sont supprimés dans les deux cas. Les courses que vous avez proposées restent au calendrier sans votre nom. Les commandes restent dans notre comptabilité avec leurs montants, dates, étapes, zone de pays et références de paiement, mais sans votre nom, votre courriel, votre adresse, votre commentaire ni le nom des bracelets ; un paiement en suspens est annulé. Tant qu’une commande est payée mais pas encore postée, la suppression attend : nous avons besoin de l’adresse pour l’envoyer.

## Sécurité

Les connexions sont chiffrées ; les mots de passe ne sont gardés que sous forme d’empreintes salées ; changer de courriel ou supprimer votre compte demande votre mot de passe ; une nouvelle adresse courriel ne compte qu’une fois confirmée, et l’ancienne est prévenue ; les secrets sont retirés de nos journaux.

## Modification de cette politique

Chaque modification est publiée sur cette page comme une nouvelle version, avec son numéro et sa date ; les versions précédentes sont conservées. Les versions que vous avez acceptées à l’inscription sont enregistrées avec votre compte.
`,
};
