import {restrictedCountryNames, shippingTable, SUPPORT_EMAIL} from '../pages';
import {countryNamesIn, israelExpressIn, localTableWords} from './local-words';
import type {ShopCopy} from './types';

const mail = `<a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>`;

/** The shop in French. Brush names (Kumo, Tsuki...) are names and stay as they are. */
export const FRENCH: ShopCopy = {
  locale: 'fr',
  care: 'Lavez-le chaque semaine avec un savon doux, essorez-le délicatement dans une serviette et laissez-le sécher à plat ou poils vers le bas, pour que l’eau ne coule pas dans la virole.',
  products: {
    'kumo-blending-brush': {
      title: 'Pinceau estompeur Kumo',
      description: [
        'Un pinceau estompeur doux et bombé, noué à la main en poil de chèvre fin. Kumo fond la couleur du creux en un voile diffus sans soulever la teinte posée dessous.',
      ],
      headline: 'l’estompeur que l’on attrape en premier',
      brief:
        'Poil de chèvre, dôme noué à la main.\nEstompe le creux en quelques secondes.',
    },
    'tsuki-pencil-brush': {
      title: 'Pinceau crayon Tsuki',
      description: [
        'Un pinceau crayon dense et pointu pour estomper le liner au ras des cils et déposer la couleur au coin interne de l’œil.',
      ],
    },
    'hoshi-tapered-crease': {
      title: 'Pinceau creux effilé Hoshi',
      description: [
        'Un pinceau effilé pour le creux de l’œil : sa pointe fine suit le pli de la paupière pendant que le corps adoucit la démarcation.',
      ],
    },
    'yuki-powder-brush': {
      title: 'Pinceau poudre Yuki',
      description: [
        'Un généreux pinceau poudre en poil de chèvre blanc, façonné en dôme arrondi pour déposer un voile de poudre fixante.',
      ],
      headline: 'un nuage de poil de chèvre blanc',
      brief: 'Fixe la poudre d’un seul geste.\nDôme façonné à la main, poils de 52 mm.',
    },
    'sora-kabuki': {
      title: 'Kabuki Sora',
      description: [
        'Un kabuki compact aux fibres synthétiques douces et serrées, pour fondre les fonds de teint crème et poudre dans la peau.',
      ],
    },
    'kaze-fan-brush': {
      title: 'Pinceau éventail Kaze',
      description: [
        'Un éventail large et aérien pour balayer l’excédent de fard et poser l’enlumineur sur le haut des pommettes.',
      ],
    },
    'sumi-liner-brush': {
      title: 'Pinceau eyeliner Sumi',
      description: [
        'Un pinceau eyeliner fin comme une aiguille, en fibre synthétique souple, qui trace un trait net avec un liner gel ou crème.',
      ],
    },
    'kiri-flat-shader': {
      title: 'Pinceau plat Kiri',
      description: [
        'Un pinceau plat qui dépose les fards irisés sur la paupière. Choisissez le poil de chèvre pour les poudres ou le synthétique pour les crèmes.',
      ],
    },
    'hana-angled-brow': {
      title: 'Pinceau sourcils biseauté Hana',
      description: [
        'Un pinceau biseauté et ferme qui dessine des traits fins comme des poils, avec une poudre ou une pommade à sourcils.',
      ],
    },
    'mizu-smudger': {
      title: 'Pinceau estompe Mizu',
      description: [
        'Un petit pinceau rond et court qui estompe le crayon en un contour fumé.',
      ],
    },
    'kasumi-detail-crease': {
      title: 'Pinceau creux précision Kasumi',
      description: [
        'Un petit pinceau effilé pour travailler le creux avec précision. Vendu uniquement aux États-Unis et au Canada.',
      ],
    },
    'yoru-smoky-blender': {
      title: 'Estompeur smoky Yoru',
      description: [
        'Un estompeur plus fourni pour construire un smoky eye d’une seule couleur. Le prochain lot est en cours de fabrication : commandez aujourd’hui, il part dès qu’il est prêt.',
      ],
    },
    'tsubaki-lid-brush': {
      title: 'Pinceau paupière Tsubaki',
      description: [
        'Un large pinceau paupière qui pose un voile de couleur des cils jusqu’au creux en un seul passage.',
      ],
    },
    'nami-dual-fibre-blender': {
      title: 'Estompeur duo-fibres Nami',
      description: [
        'Une base de fibres synthétiques sombres et des pointes en chèvre blanche : la base dense retient le pigment, les pointes aériennes le fondent.',
      ],
    },
    'kumo-mini-blender': {
      title: 'Mini estompeur Kumo',
      description: [
        'Le dôme de Kumo aux deux tiers de sa taille, pour les petites paupières. Vous en fixez le prix.',
      ],
    },
    'hotaru-precision-liner': {
      title: 'Pinceau eyeliner précision Hotaru',
      description: [
        'Un pinceau eyeliner coudé qui atteint le coin externe de l’œil sans baver. Le lot européen est épuisé.',
      ],
    },
    'hikari-highlighter': {
      title: 'Pinceau enlumineur Hikari',
      description: [
        'Un pinceau effilé qui dépose l’enlumineur sur les points hauts du visage, tout en légèreté.',
      ],
    },
    'momiji-cheek-brush': {
      title: 'Pinceau joues Momiji',
      description: [
        'Un pinceau ovale qui fond le blush de la pommette jusqu’à la tempe.',
      ],
      headline: 'le blush, tout en fondu',
    },
    'saibikoho-white-cheek-brush': {
      title: 'Pinceau joues blanc Saibikoho',
      description: [
        'Le saibikoho est la qualité de poil de chèvre la plus douce, prélevée sur le cou et triée à la main. Un seul par client, dans la limite du poil disponible.',
      ],
      headline: 'le poil de chèvre le plus doux qui soit',
      brief: 'Poil de chèvre de qualité saibikoho.\nLimité à un par client.',
    },
    'nagi-foundation-brush': {
      title: 'Pinceau fond de teint Nagi',
      description: [
        'Un pinceau à tête plate qui tapote et fond le fond de teint liquide pour un fini seconde peau.',
      ],
    },
    'kinu-contour-brush': {
      title: 'Pinceau contouring Kinu',
      description: [
        'Un pinceau biseauté qui se loge sous la pommette et sculpte le visage avec une poudre bronzante. Épuisé dans l’UE.',
      ],
    },
    'sakura-blush-brush': {
      title: 'Pinceau blush Sakura',
      description: [
        'Un pinceau blush arrondi en fibre synthétique aux pointes roses, assez doux pour la poudre et assez ferme pour la crème.',
      ],
    },
    'fuji-large-powder': {
      title: 'Grand pinceau poudre Fuji',
      description: [
        'Notre plus grand pinceau : un dôme généreux pour la poudre pour le corps et un dernier voile sur tout le visage. Actuellement non livré au Royaume-Uni.',
      ],
    },
    'tanpopo-stippling-brush': {
      title: 'Pinceau stippling Tanpopo',
      description: [
        'Un pinceau duo-fibres qui dépose blush crème et fond de teint par petites touches, en couches légères. Vous en fixez le prix.',
      ],
    },
    'kuro-mini-kabuki': {
      title: 'Mini kabuki Kuro',
      description: [
        'Un kabuki de poche pour les retouches. Le lot européen est en route : les commandes de l’UE partent dès son arrivée.',
      ],
    },
    'shiro-setting-fan': {
      title: 'Pinceau éventail fixateur Shiro',
      description: [
        'Un petit éventail dense qui presse la poudre fixante sous les yeux sans déplacer l’anticernes.',
      ],
    },
    'the-launch-collection': {
      title: 'La collection des débuts',
      description: [
        'Les cinq pinceaux de nos débuts, dans une trousse en lin : Kumo, Tsuki, Hoshi, Yuki et Kaze. Remplacez n’importe lequel par un autre pinceau du coffret personnalisé.',
      ],
      headline: 'cinq pinceaux, une trousse',
      brief: 'Kumo, Tsuki, Hoshi, Yuki et Kaze.\nTrousse en lin incluse.',
    },
    'eye-essentials-set': {
      title: 'Coffret essentiels yeux',
      description: [
        'Quatre pinceaux pour les yeux, pour un maquillage complet : estompeur, creux, pinceau plat et eyeliner.',
      ],
    },
    'face-complete-set': {
      title: 'Coffret teint complet',
      description: [
        'Pinceaux poudre, fond de teint, joues et enlumineur, dans une trousse en toile.',
      ],
    },
    'travel-brush-set': {
      title: 'Set de pinceaux de voyage',
      description: [
        'Trois pinceaux à manche court et une pochette, à la taille d’un sac de week-end.',
      ],
    },
    'linen-brush-roll': {
      title: 'Trousse à pinceaux en lin',
      description: [
        'Une trousse à enrouler en lin lavé, avec douze compartiments et un lien en coton.',
        'Lavage en machine à froid, séchage à plat.',
      ],
    },
    'brush-cleansing-soap': {
      title: 'Savon nettoyant pour pinceaux',
      description: [
        'Un savon solide à l’huile d’olive qui décolle les pigments des poils naturels sans les dessécher.',
        'Faites tourner le pinceau humide sur le pain, puis rincez jusqu’à ce que l’eau soit claire.',
      ],
    },
    'brush-drying-stand': {
      title: 'Support de séchage pour pinceaux',
      description: [
        'Suspendez vos pinceaux poils vers le bas après le lavage, pour que l’eau n’atteigne jamais la colle de la virole.',
        'Accueille dix pinceaux.',
      ],
    },
    'travel-pouch': {
      title: 'Pochette de voyage',
      description: [
        'Une pochette zippée en coton avec une poche qui protège les pinceaux.',
        'Se nettoie d’un coup d’éponge.',
      ],
    },
    'brush-guards': {
      title: 'Protège-pinceaux (lot de 4)',
      description: [
        'Des manchons en filet qui gardent la forme d’un pinceau fraîchement lavé pendant qu’il sèche.',
        'Quatre tailles par lot.',
      ],
    },
    'mini-kabuki-gift': {
      title: 'Mini kabuki cadeau',
      description: [
        'Un petit kabuki noué d’un ruban. Il est offert avec les commandes éligibles et peut aussi s’acheter seul.',
      ],
    },
    'ame-eyeshadow-shader': {
      title: 'Pinceau fard à paupières Ame',
      description: [
        'Un pinceau arrondi qui presse les fards compacts sur la paupière. Épuisé partout jusqu’à l’arrivée du prochain lot de poils.',
      ],
    },
    'spring-preview-blender': {
      title: 'Estompeur avant-première printemps',
      description: [
        'Un avant-goût de la ligne de printemps : un estompeur effilé en poil de chèvre saibikoho, proposé d’abord aux amis de l’atelier.',
      ],
      headline: 'avant tout le monde',
      brief: 'Poil de chèvre saibikoho.\nDouze exemplaires.',
    },
    'prototype-liner-no-7': {
      title: 'Prototype eyeliner n° 7',
      description: [
        'Un eyeliner que nous sommes encore en train d’affiner. Essayez-le, payez ce qu’il vaut selon vous et dites-nous ce qu’il faut changer.',
      ],
      headline: 'aidez-nous à le terminer',
      brief: 'Prototype, série de 30.',
      prototypeDescription:
        'Le prototype 7 a une fibre plus courte de 2 mm que le n° 6 et un manche mat.\nNous aimerions savoir si la pointe tient le trait sur tout un eye-liner.',
    },
    'hanami-limited-kabuki': {
      title: 'Kabuki Hanami édition limitée',
      description: [
        'Un kabuki laqué couleur cerise, fait pour les amis de l’atelier, en poil de chèvre ou en fibre synthétique.',
      ],
      headline: 'pour les amis de l’atelier',
    },
    'atelier-sample-brush': {
      title: 'Pinceau échantillon de l’atelier',
      description: [
        'Un échantillon tout droit sorti de l’établi, offert aux testeurs de la boutique secrète.',
      ],
    },
  },
  phrases: {
    Edition: 'Édition',
    Hair: 'Poil',
    Handle: 'Manche',
    Colour: 'Couleur',
    Standard: 'Standard',
    Legacy: 'Ancienne',
    Gift: 'Cadeau',
    Goat: 'Chèvre',
    Synthetic: 'Synthétique',
    Squirrel: 'Écureuil',
    Black: 'Noir',
    Natural: 'Naturel',
    Red: 'Rouge',
    Walnut: 'Noyer',
    Indigo: 'Indigo',
    'goat hair blending brush': 'pinceau estompeur en poil de chèvre',
    'professional edition, longer handle': 'édition professionnelle, manche plus long',
    'backorder: ships in 3-4 weeks':
      'en réapprovisionnement : expédié sous 3 à 4 semaines',
    'backorder: ships in 2 weeks': 'en réapprovisionnement : expédié sous 2 semaines',
    'pay what you want': 'prix libre',
    'free gift': 'cadeau offert',
    'complimentary gift': 'cadeau offert',
    complimentary: 'offert',
    'spring preview': 'avant-première printemps',
    'secret shop preview': 'avant-première de la boutique secrète',
  },
  collections: {
    'best-sellers': {
      title: 'Meilleures ventes',
      description: 'Les pinceaux que nos clients rachètent encore et encore.',
    },
    'eye-brushes': {
      title: 'Pinceaux yeux',
      description:
        'Estompeurs, pinceaux plats, crayons et eyeliners, noués à la main pour les yeux.',
    },
    'face-brushes': {
      title: 'Pinceaux visage',
      description:
        'Pinceaux poudre, kabuki, joues et contouring, en poil de chèvre et en fibre synthétique.',
    },
    'all-products': {
      title: 'Tous les produits',
      description: 'Tous les pinceaux, coffrets et accessoires de la boutique.',
    },
    'concept-store': {
      title: 'Concept store',
      description: 'Les pièces de notre concept store, aux prix du concept store.',
    },
    'secret-shop': {
      title: 'Boutique secrète',
      description:
        'Des pièces exclusives et des prix personnels pour les amis de l’atelier.',
    },
    'custom-brush-bundle': {
      title: 'Coffret de pinceaux personnalisé',
      description:
        'Composez votre trousse : choisissez les pinceaux qui entrent dans votre coffret.',
    },
    bundles: {
      title: 'Coffrets',
      description: 'Des pinceaux réunis dans une trousse, pour moins cher qu’à l’unité.',
    },
    accessories: {
      title: 'Accessoires',
      description: 'Trousses, pochettes et tout ce qui garde vos pinceaux en forme.',
    },
    'spring-preview': {
      title: 'Avant-première printemps',
      description: 'La ligne de printemps, avant son lancement.',
    },
    'atelier-testers': {
      title: 'Testeurs de l’atelier',
      description: 'Prototypes et échantillons pour les testeurs de produits.',
    },
  },
  menus: {
    'Main menu': 'Menu principal',
    Footer: 'Pied de page',
    shop: 'boutique',
    'best sellers': 'meilleures ventes',
    'eye brushes': 'pinceaux yeux',
    'face brushes': 'pinceaux visage',
    bundles: 'coffrets',
    accessories: 'accessoires',
    'concept store': 'concept store',
    promos: 'promos',
    'about us': 'à propos',
    shipping: 'livraison',
    faq: 'faq',
    'contact us': 'contact',
    products: 'produits',
    'terms of service': 'conditions générales de vente',
    'return policy': 'politique de retour',
    'privacy policy': 'politique de confidentialité',
  },
  pages: {
    'our-story': {
      title: 'Notre histoire',
      seoDescription:
        'Comment un petit atelier en est venu à nouer des pinceaux de maquillage à la main.',
      body:
        '<p>Fude Atelier est né sur une table de cuisine, avec une botte de poil de chèvre, une boîte de viroles et le couteau de pinceautier hérité d’une grand-mère qui nouait des pinceaux de calligraphie à Kumano.</p>' +
        '<p>Chaque pinceau que nous vendons est encore fabriqué lentement. Le poil est trié à la main et jamais coupé à la pointe, pour que chaque pinceau garde la pointe naturelle qui prend et relâche la poudre de façon régulière. La touffe est façonnée à la main, nouée, sertie dans la virole et fixée sur un manche en bois laqué.</p>' +
        '<h2>Poil de chèvre et fibre synthétique</h2>' +
        '<p>Nos pinceaux naturels sont en poil de chèvre, classé du doux de tous les jours jusqu’au saibikoho, le poil le plus fin, pris sur le cou. Nos pinceaux synthétiques utilisent un mélange de taklon qui se comporte comme le poil naturel avec les crèmes et les liquides, pour celles et ceux qui préfèrent un pinceau vegan.</p>' +
        '<h2>Faits pour durer</h2>' +
        '<p>Un pinceau bien entretenu dure des années. Nous préférons que vous achetiez un pinceau que vous aimez plutôt que dix qui vous laissent indifférent : c’est pourquoi nous imprimons les conseils d’entretien sur chaque boîte et répondons à chaque question par e-mail.</p>',
    },
    faq: {
      title: 'FAQ',
      seoDescription:
        'Nos réponses sur les pinceaux, les commandes, la livraison et les retours.',
      body:
        '<h2>Comment nettoyer mes pinceaux ?</h2>' +
        '<p>Mouillez les poils à l’eau tiède, faites tourner le pinceau sur un savon doux, rincez jusqu’à ce que l’eau soit claire, essorez dans une serviette et laissez sécher à plat ou poils vers le bas. Ne posez jamais un pinceau mouillé debout : l’eau coule dans la virole et décolle la colle.</p>' +
        '<h2>Poil de chèvre ou synthétique ?</h2>' +
        '<p>Le poil de chèvre est idéal avec les poudres : il prend le pigment et le diffuse en douceur. La fibre synthétique est idéale avec les crèmes et les liquides, et elle est vegan.</p>' +
        '<h2>Que sont les éditions US et EU ?</h2>' +
        '<p>Chaque pinceau est stocké dans deux entrepôts. La boutique affiche l’édition de votre pays de livraison ; les pinceaux sont identiques.</p>' +
        '<h2>Qu’est-ce que la boutique secrète ?</h2>' +
        '<p>Les amis de l’atelier et nos testeurs ont un accès anticipé aux prototypes et aux pièces limitées, à des prix personnels. L’accès se fait sur invitation et apparaît dans votre compte une fois accordé.</p>' +
        '<h2>Que veut dire « prix libre » ?</h2>' +
        '<p>Pour quelques pinceaux, c’est vous qui fixez le prix, de zéro jusqu’au prix normal. Un seul article à prix libre ou offert par client et par commande.</p>' +
        '<h2>Quels sont les délais de livraison ?</h2>' +
        '<p>Les commandes quittent l’entrepôt sous deux jours ouvrés. Consultez notre <a href="/pages/shipping">page livraison</a> pour les tarifs.</p>',
    },
    'contact-us': {
      title: 'Nous contacter',
      seoDescription: 'Écrivez à l’atelier.',
      body:
        `<p>Une question sur un pinceau, une commande ou un retour ? Écrivez à ${mail} : une personne de l’atelier vous répond sous deux jours ouvrés.</p>` +
        '<p>Si votre message concerne une commande, merci d’indiquer son numéro.</p>' +
        '<h2>Revendeurs et presse</h2>' +
        '<p>Revendeurs, maquilleurs professionnels et journalistes, écrivez à la même adresse en indiquant « trade » dans l’objet.</p>',
    },
    'terms-of-service': {
      title: 'Conditions générales de vente',
      seoDescription: 'Les conditions qui s’appliquent à vos achats chez nous.',
      body:
        '<h2>1. Qui sommes-nous</h2><p>Cette boutique est exploitée par Fude Atelier. En passant commande, vous acceptez ces conditions.</p>' +
        '<h2>2. Commandes et prix</h2><p>Les prix sont affichés dans la devise de votre pays de livraison et incluent les droits et taxes lorsque la boutique l’indique. Une commande est acceptée à l’envoi de la confirmation d’expédition.</p>' +
        '<h2>3. Offres spéciales</h2><p>Les articles offerts, les articles à prix libre et l’offre de bienvenue sont limités à un par client et par commande. Les prix de la boutique secrète sont personnels et ne peuvent pas être cédés.</p>' +
        '<h2>4. Avoir</h2><p>L’avoir est émis en dollars américains, converti au moment du paiement, et ne peut pas être échangé contre de l’argent.</p>' +
        '<h2>5. Responsabilité</h2><p>Rien dans ces conditions ne limite les droits que vous tenez, en tant que consommateur, de la loi de votre pays.</p>',
    },
    'returns-exchange': {
      title: 'Retours et échanges',
      seoDescription: 'Retournez ou échangez un pinceau sous 30 jours.',
      body:
        '<p>Vous pouvez retourner ou échanger des pinceaux non utilisés dans les 30 jours suivant la livraison. Écrivez-nous avec votre numéro de commande et nous vous enverrons l’adresse de retour de votre région.</p>' +
        '<p>Pour des raisons d’hygiène, les pinceaux utilisés ne sont ni repris ni échangés, sauf s’ils sont défectueux. Si un pinceau perd ses poils ou si une virole se détache dans l’année, nous le remplaçons.</p>' +
        '<p>Les remboursements sont faits sur le moyen de paiement d’origine sous cinq jours ouvrés après réception du retour. Les articles offerts et à prix libre ne sont pas remboursés.</p>',
    },
    'privacy-policy': {
      title: 'Politique de confidentialité',
      seoDescription: 'Ce que nous collectons et pourquoi.',
      body:
        '<p>Nous collectons ce dont nous avons besoin pour livrer votre commande et gérer votre compte : votre nom, votre e-mail, votre adresse de livraison et l’historique de vos commandes.</p>' +
        '<p>Avec votre accord, nous utilisons des cookies de mesure d’audience pour comprendre comment la boutique est utilisée. Dans l’Union européenne et en Norvège, votre accord est demandé avant tout cookie de mesure ; vous pouvez changer d’avis à tout moment.</p>' +
        `<p>Nous ne vendons jamais vos données. Pour consulter, corriger ou supprimer ce que nous conservons sur vous, écrivez à ${mail}.</p>`,
    },
    shipping: {
      title: 'Livraison',
      seoDescription: 'Frais de livraison et seuils de livraison gratuite par pays.',
      body:
        '<p>Les commandes quittent nos entrepôts sous deux jours ouvrés. Les tarifs sont en dollars américains et affichés dans votre devise au moment du paiement.</p>' +
        shippingTable(
          localTableWords('fr', {
            destination: 'Destination',
            shipping: 'Livraison',
            freeShipping: 'Livraison gratuite',
            noFreeShipping: 'pas de livraison gratuite',
            freeFrom: (amount) => `gratuite dès ${amount}`,
            allOtherCountries: 'Tous les autres pays',
          }),
        ) +
        `<p>Les commandes pour Israël sont expédiées par coursier express pour ${israelExpressIn('fr')}. Nous ne pouvons pas livrer actuellement les pays suivants : ${restrictedCountryNames(countryNamesIn('fr'))}.</p>` +
        '<p>Pour le Royaume-Uni et l’Union européenne, les droits et taxes sont inclus dans le prix.</p>',
    },
    vote: {
      title: 'Votez',
      seoDescription: 'Votez pour le prochain pinceau que nous fabriquerons.',
      body:
        '<p>Chaque saison, nous retenons trois prototypes et laissons nos clients choisir celui qui passera en production.</p>' +
        '<p>La sélection de cette saison : un estompeur à fard en poil d’écureuil, un kabuki à tête plate avec un manche en noyer et un pinceau éventail pour l’enlumineur liquide. Le vote est ouvert à toute personne qui a un compte.</p>',
    },
    reviews: {
      title: 'Avis',
      seoDescription: 'Ce que nos clients disent de nos pinceaux.',
      body:
        '<blockquote><p>« Le Kumo est l’estompeur le plus doux que j’aie, et il a survécu à deux ans de lavages hebdomadaires. » — Mia, Berlin</p></blockquote>' +
        '<blockquote><p>« Yuki fixe ma poudre sans bouger mon fond de teint. » — Jordan, Austin</p></blockquote>' +
        '<blockquote><p>« Je me suis offert le pinceau joues saibikoho. Il en valait la peine. » — Chiara, Milan</p></blockquote>',
    },
    pro: {
      title: 'Pro',
      seoDescription: 'Pinceaux et tarifs pour les maquilleurs professionnels.',
      body:
        '<p>Les maquilleurs professionnels peuvent acheter les éditions PRO de nos meilleures ventes : manches plus longs, têtes plus denses et une remise sur les commandes de kits.</p>' +
        '<p>Rejoignez le programme pro avec un lien vers votre portfolio, puis commandez des pinceaux à l’unité ou l’un de nos kits pro.</p>',
    },
    'pro-program': {
      title: 'Programme pro',
      seoDescription: 'Comment rejoindre le programme pro.',
      body:
        '<p>Le programme pro est ouvert aux maquilleurs, esthéticiennes et étudiants en beauté. Envoyez-nous un lien vers votre portfolio ou votre certificat de scolarité et nous activerons les éditions PRO sur votre compte.</p>' +
        '<p>Les membres bénéficient de 20 % de remise sur les kits, d’un accès anticipé aux nouveaux pinceaux et d’un remplacement garanti des pinceaux usés par le travail quotidien.</p>',
    },
    'pro-kits': {
      title: 'Kits pro',
      seoDescription: 'Des kits pour les maquilleurs en activité.',
      body:
        '<p>Nos kits pro associent les éditions PRO de Kumo, Tsuki et Hoshi pour les yeux à Yuki, Sora et Kaze pour le teint, dans une trousse en toile cirée qui tient debout sur une table de maquillage.</p>' +
        '<p>Les kits sont assemblés à la commande et expédiés sous cinq jours ouvrés.</p>',
    },
  },
  shop: {
    description:
      'Pinceaux de maquillage pour les yeux et le visage, noués à la main en poil de chèvre et en fibre synthétique, faits pour durer des années.',
    slogan: 'des pinceaux noués à la main',
    policies: {
      'privacy-policy': 'Politique de confidentialité',
      'refund-policy': 'Politique de remboursement',
      'shipping-policy': 'Politique d’expédition',
      'terms-of-service': 'Conditions générales de vente',
    },
  },
};
