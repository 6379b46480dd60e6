import {restrictedCountryNames, shippingTable, SUPPORT_EMAIL} from '../pages';
import {countryNamesIn, israelExpressIn, localTableWords} from './local-words';
import type {ShopCopy} from './types';

const mail = `<a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>`;

/** The shop in Spanish. Brush names (Kumo, Tsuki...) are names and stay as they are. */
export const SPANISH: ShopCopy = {
  locale: 'es',
  care: 'Lávala cada semana con un jabón suave, escurre el agua con una toalla y déjala secar en horizontal o con las cerdas hacia abajo, para que el agua no entre en la virola.',
  products: {
    'kumo-blending-brush': {
      title: 'Brocha difuminadora Kumo',
      description: [
        'Una brocha difuminadora suave y abombada, atada a mano con pelo de cabra fino. Kumo difumina el color de la cuenca en un velo sin levantar la sombra de debajo.',
      ],
      headline: 'la difuminadora que todos cogen primero',
      brief: 'Pelo de cabra, cúpula atada a mano.\nDifumina la cuenca en segundos.',
    },
    'tsuki-pencil-brush': {
      title: 'Brocha lápiz Tsuki',
      description: [
        'Una brocha lápiz densa y puntiaguda para difuminar el delineado junto a las pestañas y llevar color al lagrimal.',
      ],
    },
    'hoshi-tapered-crease': {
      title: 'Brocha cónica para cuenca Hoshi',
      description: [
        'Una brocha cónica para la cuenca: su punta fina sigue el pliegue del párpado mientras el cuerpo suaviza el borde.',
      ],
    },
    'yuki-powder-brush': {
      title: 'Brocha de polvos Yuki',
      description: [
        'Una generosa brocha de polvos de pelo de cabra blanco, con forma de cúpula redonda, que deja un velo de polvos fijadores.',
      ],
      headline: 'una nube de pelo de cabra blanco',
      brief: 'Fija los polvos de una pasada.\nCúpula moldeada a mano, pelo de 52 mm.',
    },
    'sora-kabuki': {
      title: 'Kabuki Sora',
      description: [
        'Un kabuki compacto de fibra sintética suave y tupida para fundir bases en crema y en polvo con la piel.',
      ],
    },
    'kaze-fan-brush': {
      title: 'Brocha abanico Kaze',
      description: [
        'Un abanico amplio y ligero para barrer los restos de sombra y espolvorear iluminador sobre el pómulo.',
      ],
    },
    'sumi-liner-brush': {
      title: 'Pincel delineador Sumi',
      description: [
        'Un pincel delineador fino como una aguja, de fibra sintética flexible, que traza un rabillo limpio con delineador en gel o en crema.',
      ],
    },
    'kiri-flat-shader': {
      title: 'Brocha plana Kiri',
      description: [
        'Una brocha plana que deposita sombras brillantes sobre el párpado. Elige pelo de cabra para polvos o sintético para cremas.',
      ],
    },
    'hana-angled-brow': {
      title: 'Pincel biselado para cejas Hana',
      description: [
        'Un pincel biselado y firme que dibuja trazos como pelos con polvo o pomada para cejas.',
      ],
    },
    'mizu-smudger': {
      title: 'Pincel difuminador de lápiz Mizu',
      description: [
        'Un pincel corto y redondo que difumina el lápiz en un borde ahumado.',
      ],
    },
    'kasumi-detail-crease': {
      title: 'Brocha de precisión para cuenca Kasumi',
      description: [
        'Una pequeña brocha cónica para trabajar la cuenca con precisión. Solo se vende en Estados Unidos y Canadá.',
      ],
    },
    'yoru-smoky-blender': {
      title: 'Difuminador ahumado Yoru',
      description: [
        'Un difuminador más lleno para crear un ojo ahumado con un solo color. El próximo lote se está atando ahora: pide hoy y se envía en cuanto esté listo.',
      ],
    },
    'tsubaki-lid-brush': {
      title: 'Brocha para párpado Tsubaki',
      description: [
        'Una brocha ancha para el párpado que extiende un velo de color desde las pestañas hasta la cuenca en una sola pasada.',
      ],
    },
    'nami-dual-fibre-blender': {
      title: 'Difuminador de doble fibra Nami',
      description: [
        'Raíces de fibra sintética oscura y puntas de cabra blanca: la base densa sujeta el pigmento y las puntas ligeras lo difuminan.',
      ],
    },
    'kumo-mini-blender': {
      title: 'Mini difuminador Kumo',
      description: [
        'La cúpula de Kumo a dos tercios de su tamaño, para párpados pequeños. Tú decides cuánto pagas.',
      ],
    },
    'hotaru-precision-liner': {
      title: 'Pincel delineador de precisión Hotaru',
      description: [
        'Un pincel delineador acodado que llega a la esquina exterior sin emborronar. El lote de la UE está agotado.',
      ],
    },
    'hikari-highlighter': {
      title: 'Brocha de iluminador Hikari',
      description: [
        'Una brocha cónica que coloca el iluminador en los puntos altos del rostro con mano ligera.',
      ],
    },
    'momiji-cheek-brush': {
      title: 'Brocha de mejillas Momiji',
      description: [
        'Una brocha ovalada que difumina el colorete desde la manzana de la mejilla hacia la sien.',
      ],
      headline: 'colorete, difuminado',
    },
    'saibikoho-white-cheek-brush': {
      title: 'Brocha de mejillas blanca Saibikoho',
      description: [
        'El saibikoho es la calidad de pelo de cabra más suave, tomada del cuello y seleccionada a mano. Una por cliente mientras dure el pelo.',
      ],
      headline: 'el pelo de cabra más suave que existe',
      brief: 'Pelo de cabra de calidad saibikoho.\nLimitada a una por cliente.',
    },
    'nagi-foundation-brush': {
      title: 'Brocha de base Nagi',
      description: [
        'Una brocha de cabeza plana que puntea y funde la base líquida para un acabado de segunda piel.',
      ],
    },
    'kinu-contour-brush': {
      title: 'Brocha de contorno Kinu',
      description: [
        'Una brocha biselada que se coloca bajo el pómulo y esculpe con bronceador en polvo. Agotada en la UE.',
      ],
    },
    'sakura-blush-brush': {
      title: 'Brocha de colorete Sakura',
      description: [
        'Una brocha redondeada de fibra sintética con puntas rosas, suave para los polvos y firme para las cremas.',
      ],
    },
    'fuji-large-powder': {
      title: 'Brocha de polvos grande Fuji',
      description: [
        'Nuestra brocha más grande: una cúpula llena para polvos corporales y un último velo por todo el rostro. Por ahora no se envía al Reino Unido.',
      ],
    },
    'tanpopo-stippling-brush': {
      title: 'Brocha stippling Tanpopo',
      description: [
        'Una brocha de doble fibra que aplica a toques colorete en crema y base en capas ligeras. Tú decides cuánto pagas.',
      ],
    },
    'kuro-mini-kabuki': {
      title: 'Mini kabuki Kuro',
      description: [
        'Un kabuki de bolsillo para retoques. El lote de la UE está en camino: los pedidos de la UE salen en cuanto llegue.',
      ],
    },
    'shiro-setting-fan': {
      title: 'Brocha abanico fijadora Shiro',
      description: [
        'Un abanico pequeño y denso que presiona los polvos fijadores bajo los ojos sin mover el corrector.',
      ],
    },
    'the-launch-collection': {
      title: 'La colección de los comienzos',
      description: [
        'Las cinco brochas con las que empezamos, en un estuche enrollable de lino: Kumo, Tsuki, Hoshi, Yuki y Kaze. Cambia cualquiera de ellas por otra brocha del set personalizado.',
      ],
      headline: 'cinco brochas, un estuche',
      brief: 'Kumo, Tsuki, Hoshi, Yuki y Kaze.\nEstuche de lino incluido.',
    },
    'eye-essentials-set': {
      title: 'Set esencial de ojos',
      description: [
        'Cuatro brochas de ojos para un maquillaje completo: difuminadora, cuenca, plana y delineador.',
      ],
    },
    'face-complete-set': {
      title: 'Set completo de rostro',
      description: [
        'Brochas de polvos, base, mejillas e iluminador en un estuche enrollable de lona.',
      ],
    },
    'travel-brush-set': {
      title: 'Set de brochas de viaje',
      description: [
        'Tres brochas de mango corto y un neceser, del tamaño justo para una bolsa de fin de semana.',
      ],
    },
    'linen-brush-roll': {
      title: 'Estuche enrollable de lino',
      description: [
        'Un estuche enrollable de lino lavado con doce compartimentos y un cordón de algodón.',
        'Lavar a máquina en frío, secar en horizontal.',
      ],
    },
    'brush-cleansing-soap': {
      title: 'Jabón limpiador de brochas',
      description: [
        'Un jabón sólido de aceite de oliva que arrastra el pigmento del pelo natural sin resecarlo.',
        'Gira la brocha húmeda sobre la pastilla y aclara hasta que el agua salga limpia.',
      ],
    },
    'brush-drying-stand': {
      title: 'Soporte de secado para brochas',
      description: [
        'Cuelga las brochas con las cerdas hacia abajo después de lavarlas, para que el agua nunca llegue al pegamento de la virola.',
        'Caben diez brochas.',
      ],
    },
    'travel-pouch': {
      title: 'Neceser de viaje',
      description: [
        'Un neceser de algodón con cremallera y un bolsillo que protege las brochas.',
        'Se limpia con un paño.',
      ],
    },
    'brush-guards': {
      title: 'Protectores de brochas (pack de 4)',
      description: [
        'Fundas de malla que mantienen la forma de una brocha recién lavada mientras se seca.',
        'Cuatro tamaños por pack.',
      ],
    },
    'mini-kabuki-gift': {
      title: 'Mini kabuki de regalo',
      description: [
        'Un pequeño kabuki atado con una cinta. Va de regalo con los pedidos que cumplen los requisitos y también se puede comprar por separado.',
      ],
    },
    'ame-eyeshadow-shader': {
      title: 'Brocha de sombra Ame',
      description: [
        'Una brocha redondeada que presiona las sombras compactas sobre el párpado. Agotada en todas partes hasta que llegue el próximo lote de pelo.',
      ],
    },
    'spring-preview-blender': {
      title: 'Difuminador avance de primavera',
      description: [
        'Un adelanto de la línea de primavera: un difuminador cónico de pelo de cabra saibikoho, ofrecido primero a los amigos del atelier.',
      ],
      headline: 'antes que nadie',
      brief: 'Pelo de cabra saibikoho.\nDoce unidades.',
    },
    'prototype-liner-no-7': {
      title: 'Prototipo de delineador n.º 7',
      description: [
        'Un delineador que todavía estamos afinando. Pruébalo, paga lo que creas que vale y cuéntanos qué cambiarías.',
      ],
      headline: 'ayúdanos a terminarlo',
      brief: 'Prototipo, serie de 30.',
      prototypeDescription:
        'El prototipo 7 tiene una fibra 2 mm más corta que el n.º 6 y un mango mate.\nNos gustaría saber si la punta aguanta el trazo durante todo un rabillo.',
    },
    'hanami-limited-kabuki': {
      title: 'Kabuki Hanami edición limitada',
      description: [
        'Un kabuki lacado en color cereza, hecho para los amigos del atelier, de pelo de cabra o de fibra sintética.',
      ],
      headline: 'para los amigos del atelier',
    },
    'atelier-sample-brush': {
      title: 'Brocha de muestra del atelier',
      description: [
        'Una muestra recién salida del banco de trabajo, gratis para los probadores de la tienda secreta.',
      ],
    },
  },
  phrases: {
    Edition: 'Edición',
    Hair: 'Pelo',
    Handle: 'Mango',
    Colour: 'Color',
    Standard: 'Estándar',
    Legacy: 'Anterior',
    Gift: 'Regalo',
    Goat: 'Cabra',
    Synthetic: 'Sintético',
    Squirrel: 'Ardilla',
    Black: 'Negro',
    Natural: 'Natural',
    Red: 'Rojo',
    Walnut: 'Nogal',
    Indigo: 'Índigo',
    'goat hair blending brush': 'brocha difuminadora de pelo de cabra',
    'professional edition, longer handle': 'edición profesional, mango más largo',
    'backorder: ships in 3-4 weeks': 'bajo pedido: se envía en 3-4 semanas',
    'backorder: ships in 2 weeks': 'bajo pedido: se envía en 2 semanas',
    'pay what you want': 'paga lo que quieras',
    'free gift': 'regalo',
    'complimentary gift': 'regalo de cortesía',
    complimentary: 'de regalo',
    'spring preview': 'avance de primavera',
    'secret shop preview': 'avance de la tienda secreta',
  },
  collections: {
    'best-sellers': {
      title: 'Más vendidos',
      description: 'Las brochas que nuestros clientes vuelven a comprar.',
    },
    'eye-brushes': {
      title: 'Brochas de ojos',
      description:
        'Difuminadoras, brochas planas, lápiz y delineadoras, atadas a mano para los ojos.',
    },
    'face-brushes': {
      title: 'Brochas de rostro',
      description:
        'Brochas de polvos, kabuki, mejillas y contorno, de pelo de cabra y fibra sintética.',
    },
    'all-products': {
      title: 'Todos los productos',
      description: 'Todas las brochas, sets y accesorios de la tienda.',
    },
    'concept-store': {
      title: 'Concept store',
      description: 'Piezas de nuestra concept store, a precios de concept store.',
    },
    'secret-shop': {
      title: 'Tienda secreta',
      description: 'Piezas exclusivas y precios personales para los amigos del atelier.',
    },
    'custom-brush-bundle': {
      title: 'Set de brochas personalizado',
      description: 'Arma tu estuche: elige las brochas que van en tu set.',
    },
    bundles: {
      title: 'Sets',
      description: 'Brochas reunidas en un estuche, por menos de lo que cuestan sueltas.',
    },
    accessories: {
      title: 'Accesorios',
      description: 'Estuches, neceseres y todo lo que mantiene tus brochas en forma.',
    },
    'spring-preview': {
      title: 'Avance de primavera',
      description: 'La línea de primavera, antes de su lanzamiento.',
    },
    'atelier-testers': {
      title: 'Probadores del atelier',
      description: 'Prototipos y muestras para quienes prueban nuestros productos.',
    },
  },
  menus: {
    'Main menu': 'Menú principal',
    Footer: 'Pie de página',
    shop: 'tienda',
    'best sellers': 'más vendidos',
    'eye brushes': 'brochas de ojos',
    'face brushes': 'brochas de rostro',
    bundles: 'sets',
    accessories: 'accesorios',
    'concept store': 'concept store',
    promos: 'promociones',
    'about us': 'quiénes somos',
    shipping: 'envíos',
    faq: 'preguntas frecuentes',
    'contact us': 'contacto',
    products: 'productos',
    'terms of service': 'condiciones del servicio',
    'return policy': 'política de devoluciones',
    'privacy policy': 'política de privacidad',
  },
  pages: {
    'our-story': {
      title: 'Nuestra historia',
      seoDescription:
        'Cómo un pequeño atelier empezó a atar brochas de maquillaje a mano.',
      body:
        '<p>Fude Atelier nació en la mesa de una cocina, con un manojo de pelo de cabra, una caja de virolas y el cuchillo de artesano heredado de una abuela que ataba pinceles de caligrafía en Kumano.</p>' +
        '<p>Cada brocha que vendemos se sigue haciendo sin prisas. El pelo se selecciona a mano y nunca se corta en la punta, para que cada brocha conserve la punta natural que toma y suelta el polvo de forma uniforme. El mechón se moldea a mano, se ata, se encaja en la virola y se fija a un mango de madera lacada.</p>' +
        '<h2>Pelo de cabra y fibra sintética</h2>' +
        '<p>Nuestras brochas naturales son de pelo de cabra, desde el suave de diario hasta el saibikoho, el pelo más fino, tomado del cuello. Nuestras brochas sintéticas usan una mezcla de taklon que con cremas y líquidos se comporta como el pelo natural, para quien prefiere una brocha vegana.</p>' +
        '<h2>Hechas para durar</h2>' +
        '<p>Una brocha bien cuidada dura años. Preferimos que compres una brocha que te encante a diez que no, y por eso imprimimos las instrucciones de cuidado en cada caja y respondemos a cada pregunta por correo.</p>',
    },
    faq: {
      title: 'Preguntas frecuentes',
      seoDescription: 'Respuestas sobre brochas, pedidos, envíos y devoluciones.',
      body:
        '<h2>¿Cómo limpio mis brochas?</h2>' +
        '<p>Moja el pelo con agua tibia, gira la brocha sobre una pastilla de jabón suave, aclara hasta que el agua salga limpia, escurre con una toalla y déjala secar en horizontal o colgada con las cerdas hacia abajo. Nunca dejes de pie una brocha mojada: el agua entra en la virola y despega el pegamento.</p>' +
        '<h2>¿Pelo de cabra o sintético?</h2>' +
        '<p>El pelo de cabra es ideal para productos en polvo: toma el pigmento y lo difumina con suavidad. La fibra sintética es ideal para cremas y líquidos, y es vegana.</p>' +
        '<h2>¿Qué son las ediciones US y EU?</h2>' +
        '<p>Tenemos cada brocha en dos almacenes. La tienda muestra la edición de tu país de envío; las brochas son idénticas.</p>' +
        '<h2>¿Qué es la tienda secreta?</h2>' +
        '<p>Los amigos del atelier y nuestros probadores tienen acceso anticipado a prototipos y piezas limitadas a precios personales. El acceso es por invitación y aparece en tu cuenta una vez concedido.</p>' +
        '<h2>¿Qué significa «paga lo que quieras»?</h2>' +
        '<p>En algunas brochas el precio lo eliges tú, desde nada hasta el precio completo. Un artículo a precio libre o de regalo por cliente y pedido.</p>' +
        '<h2>¿Cuánto tarda el envío?</h2>' +
        '<p>Los pedidos salen del almacén en dos días laborables. Consulta las tarifas en nuestra <a href="/pages/shipping">página de envíos</a>.</p>',
    },
    'contact-us': {
      title: 'Contacto',
      seoDescription: 'Escribe al atelier.',
      body:
        `<p>¿Tienes dudas sobre una brocha, un pedido o una devolución? Escribe a ${mail} y una persona del atelier te responderá en dos días laborables.</p>` +
        '<p>Si tu mensaje trata de un pedido, indica el número de pedido.</p>' +
        '<h2>Distribuidores y prensa</h2>' +
        '<p>Tiendas, maquilladores profesionales y prensa pueden escribir a la misma dirección con «trade» en el asunto.</p>',
    },
    'terms-of-service': {
      title: 'Condiciones del servicio',
      seoDescription: 'Las condiciones que se aplican cuando compras con nosotros.',
      body:
        '<h2>1. Quiénes somos</h2><p>Esta tienda la gestiona Fude Atelier. Al hacer un pedido aceptas estas condiciones.</p>' +
        '<h2>2. Pedidos y precios</h2><p>Los precios se muestran en la moneda de tu país de envío e incluyen aranceles e impuestos cuando la tienda lo indica. Un pedido queda aceptado cuando enviamos la confirmación de envío.</p>' +
        '<h2>3. Ofertas especiales</h2><p>Los artículos de regalo, los de precio libre y la oferta de bienvenida se limitan a uno por cliente y pedido. Los precios de la tienda secreta son personales y no se pueden transferir.</p>' +
        '<h2>4. Saldo en tienda</h2><p>El saldo en tienda se emite en dólares estadounidenses, se convierte al pagar y no se puede canjear por dinero.</p>' +
        '<h2>5. Responsabilidad</h2><p>Nada en estas condiciones limita tus derechos como consumidor según la ley de tu país.</p>',
    },
    'returns-exchange': {
      title: 'Devoluciones y cambios',
      seoDescription: 'Devuelve o cambia una brocha en 30 días.',
      body:
        '<p>Puedes devolver o cambiar brochas sin usar en los 30 días siguientes a la entrega. Escríbenos con tu número de pedido y te enviaremos la dirección de devolución de tu región.</p>' +
        '<p>Por motivos de higiene, las brochas usadas no se pueden devolver, salvo que sean defectuosas. Si una brocha suelta pelo o se afloja una virola en el primer año, te la cambiamos.</p>' +
        '<p>Los reembolsos se hacen al método de pago original en cinco días laborables desde que llega la devolución. Los artículos de regalo y de precio libre no se reembolsan.</p>',
    },
    'privacy-policy': {
      title: 'Política de privacidad',
      seoDescription: 'Qué datos recogemos y por qué.',
      body:
        '<p>Recogemos lo necesario para entregar tu pedido y gestionar tu cuenta: tu nombre, tu correo, tu dirección de envío y tu historial de pedidos.</p>' +
        '<p>Con tu consentimiento usamos cookies analíticas para entender cómo se usa la tienda. En la Unión Europea y Noruega te lo preguntamos antes de instalar cualquier cookie analítica; puedes cambiar de opinión cuando quieras.</p>' +
        `<p>Nunca vendemos tus datos. Para ver, corregir o borrar lo que guardamos sobre ti, escribe a ${mail}.</p>`,
    },
    shipping: {
      title: 'Envíos',
      seoDescription: 'Tarifas de envío y umbrales de envío gratuito por país.',
      body:
        '<p>Los pedidos salen de nuestros almacenes en dos días laborables. Las tarifas están en dólares estadounidenses y se muestran en tu moneda al pagar.</p>' +
        shippingTable(
          localTableWords('es', {
            destination: 'Destino',
            shipping: 'Envío',
            freeShipping: 'Envío gratuito',
            noFreeShipping: 'sin envío gratuito',
            freeFrom: (amount) => `gratis desde ${amount}`,
            allOtherCountries: 'Resto de países',
          }),
        ) +
        `<p>Los pedidos a Israel se envían por mensajería urgente por ${israelExpressIn('es')}. Por ahora no podemos enviar a: ${restrictedCountryNames(countryNamesIn('es'))}.</p>` +
        '<p>Para el Reino Unido y la Unión Europea, los aranceles y los impuestos están incluidos en el precio.</p>',
    },
    vote: {
      title: 'Vota',
      seoDescription: 'Vota la próxima brocha que fabricaremos.',
      body:
        '<p>Cada temporada elegimos tres prototipos y dejamos que nuestros clientes decidan cuál se fabrica.</p>' +
        '<p>Los finalistas de esta temporada: una difuminadora de sombras de pelo de ardilla, un kabuki de cabeza plana con mango de nogal y una brocha abanico para iluminador líquido. Puede votar cualquiera que tenga una cuenta.</p>',
    },
    reviews: {
      title: 'Opiniones',
      seoDescription: 'Lo que dicen los clientes de nuestras brochas.',
      body:
        '<blockquote><p>«La Kumo es la difuminadora más suave que tengo y ha sobrevivido a dos años de lavados semanales.» — Mia, Berlín</p></blockquote>' +
        '<blockquote><p>«Yuki fija mis polvos sin mover la base.» — Jordan, Austin</p></blockquote>' +
        '<blockquote><p>«Me di el capricho de la brocha de mejillas saibikoho. Mereció la pena.» — Chiara, Milán</p></blockquote>',
    },
    pro: {
      title: 'Pro',
      seoDescription: 'Brochas y precios para maquilladores profesionales.',
      body:
        '<p>Los maquilladores profesionales pueden comprar las ediciones PRO de nuestros más vendidos: mangos más largos, cabezas más densas y un descuento en los pedidos de kits.</p>' +
        '<p>Únete al programa pro con un enlace a tu portfolio y después pide brochas sueltas o uno de nuestros kits pro.</p>',
    },
    'pro-program': {
      title: 'Programa pro',
      seoDescription: 'Cómo unirte al programa pro.',
      body:
        '<p>El programa pro está abierto a maquilladores, esteticistas y estudiantes de belleza. Envíanos un enlace a tu portfolio o tu matrícula y activaremos las ediciones PRO en tu cuenta.</p>' +
        '<p>Los miembros tienen un 20 % de descuento en kits, acceso anticipado a las brochas nuevas y la garantía de sustituir las brochas gastadas por el trabajo diario.</p>',
    },
    'pro-kits': {
      title: 'Kits pro',
      seoDescription: 'Kits para maquilladores en activo.',
      body:
        '<p>Nuestros kits pro combinan las ediciones PRO de Kumo, Tsuki y Hoshi para ojos con Yuki, Sora y Kaze para rostro, en un estuche de lona encerada que se sostiene de pie sobre la mesa de trabajo.</p>' +
        '<p>Los kits se montan bajo pedido y se envían en cinco días laborables.</p>',
    },
  },
  shop: {
    description:
      'Brochas de maquillaje para ojos y rostro, atadas a mano con pelo de cabra y fibra sintética, hechas para durar años.',
    slogan: 'brochas atadas a mano',
    policies: {
      'privacy-policy': 'Política de privacidad',
      'refund-policy': 'Política de reembolsos',
      'shipping-policy': 'Política de envíos',
      'terms-of-service': 'Condiciones del servicio',
    },
  },
};
