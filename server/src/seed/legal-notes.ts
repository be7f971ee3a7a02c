import { newId } from '@sofra/contracts/core/ids';
import type { Db } from '../db/client.ts';
import { legalNotes } from '../db/schema/index.ts';

/**
 * The platform's own legal notes (no store) for the demo tenant, so the public pages
 * /legal-notes/view/{type}/{lang} have something to show on a fresh start. A master user edits them
 * under Legal notes → Platform notes.
 */
const notes = [
  {
    type: 'privacy-policy',
    lang: 'tr',
    caption: 'Gizlilik Politikası',
    detail:
      '<h2>Gizlilik Politikası</h2>' +
      '<p>Sofra olarak, uygulamamızı ve iş ortağımız işletmelerin hizmetlerini kullanırken bizimle paylaştığınız kişisel verilerin gizliliğine önem veriyoruz. Bu politika hangi verileri, hangi amaçlarla işlediğimizi ve haklarınızı açıklar.</p>' +
      '<h3>Topladığımız veriler</h3><ul>' +
      '<li><strong>Kimlik ve iletişim:</strong> ad, soyad, cep telefonu numarası, e-posta adresi.</li>' +
      '<li><strong>İşlem bilgileri:</strong> siparişler, adisyonlar, kazanılan ve harcanan puanlar, kuponlar, rezervasyonlar.</li>' +
      '<li><strong>Tercihler:</strong> bildirim, SMS ve e-posta izinleriniz, dil seçiminiz.</li>' +
      '<li><strong>Teknik veriler:</strong> cihaz bilgisi, IP adresi ve oturum kayıtları.</li></ul>' +
      '<h3>Verileri neden işliyoruz?</h3><ol>' +
      '<li>Üyeliğinizi oluşturmak ve SMS ile doğrulanan güvenli girişi sağlamak,</li>' +
      '<li>Sipariş, ödeme, puan ve kupon işlemlerini yürütmek,</li>' +
      '<li>Onay vermeniz hâlinde kampanya ve duyurular göndermek,</li>' +
      '<li>Yasal yükümlülüklerimizi yerine getirmek ve kötüye kullanımı önlemek.</li></ol>' +
      '<h3>Paylaşım</h3><p>Verileriniz yalnızca hizmet aldığınız işletmeyle ve hizmeti sunmamız için gereken altyapı sağlayıcılarıyla (SMS, ödeme, barındırma) paylaşılır; satılmaz.</p>' +
      '<h3>Saklama ve güvenlik</h3><p>Verileriniz, ilgili mevzuatta öngörülen süreler boyunca şifreli bağlantılar ve erişim kısıtlamalarıyla korunarak saklanır; süre dolduğunda silinir veya anonim hâle getirilir.</p>' +
      '<h3>Haklarınız</h3><p>6698 sayılı Kişisel Verilerin Korunması Kanunu’nun 11. maddesi uyarınca verilerinize erişme, düzeltilmesini veya silinmesini isteme haklarına sahipsiniz. Başvurularınız için <a href="mailto:kvkk@sofra.app">kvkk@sofra.app</a> adresine yazabilirsiniz.</p>',
  },
  {
    type: 'privacy-policy',
    lang: 'en',
    caption: 'Privacy Policy',
    detail:
      '<h2>Privacy Policy</h2>' +
      '<p>At Sofra we care about the privacy of the personal data you share with us when you use our app and the services of our partner venues. This policy explains which data we process, why, and what your rights are.</p>' +
      '<h3>Data we collect</h3><ul>' +
      '<li><strong>Identity and contact:</strong> name, mobile number, e-mail address.</li>' +
      '<li><strong>Transactions:</strong> orders, bills, points earned and spent, coupons, reservations.</li>' +
      '<li><strong>Preferences:</strong> your push, SMS and e-mail permissions and your language.</li>' +
      '<li><strong>Technical data:</strong> device information, IP address and session records.</li></ul>' +
      '<h3>Why we process it</h3><ol>' +
      '<li>To create your membership and provide secure sign-in verified by SMS,</li>' +
      '<li>To handle orders, payments, points and coupons,</li>' +
      '<li>To send offers and announcements, only if you have agreed to receive them,</li>' +
      '<li>To meet our legal obligations and prevent abuse.</li></ol>' +
      '<h3>Sharing</h3><p>Your data is shared only with the venue you use and with the providers we need to run the service (SMS, payments, hosting). We never sell it.</p>' +
      '<h3>Retention and security</h3><p>We keep your data for the periods required by law, protected by encrypted connections and access controls, and delete or anonymise it afterwards.</p>' +
      '<h3>Your rights</h3><p>Under the Turkish Personal Data Protection Law No. 6698 (KVKK) you may ask to access, correct or delete your data. Write to <a href="mailto:kvkk@sofra.app">kvkk@sofra.app</a>.</p>',
  },
  {
    type: 'membership-agreement',
    lang: 'tr',
    caption: 'Üyelik Sözleşmesi',
    detail:
      '<h2>Üyelik Sözleşmesi</h2>' +
      '<h3>1. Taraflar</h3><p>Bu sözleşme, Sofra platformu (“Sofra”) ile Sofra uygulamasına cep telefonu numarasıyla üye olan kullanıcı (“Üye”) arasında, üyeliğin oluşturulduğu anda elektronik ortamda kurulur.</p>' +
      '<h3>2. Konu</h3><p>Sözleşmenin konusu; Üye’nin Sofra üzerinden iş ortağı işletmelerde sipariş vermesi, puan kazanıp harcaması, kupon ve kampanyalardan yararlanması ve rezervasyon yapmasına ilişkin koşulların belirlenmesidir.</p>' +
      '<h3>3. Üyenin yükümlülükleri</h3><ul>' +
      '<li>Üyelik bilgilerinin doğru ve güncel olmasını sağlamak,</li>' +
      '<li>Hesabına SMS ile gelen doğrulama kodlarını kimseyle paylaşmamak,</li>' +
      '<li>Puan ve kuponları hile veya kötüye kullanım amacıyla kullanmamak.</li></ul>' +
      '<h3>4. Puan ve kuponlar</h3><p>Puanlar ve kuponlar, ilgili işletmenin belirlediği kurallara göre kazanılır ve kullanılır; nakde çevrilemez, başka üyeye devredilemez. İşletme, kampanya koşullarını önceden duyurarak değiştirebilir.</p>' +
      '<h3>5. Kişisel veriler</h3><p>Üye’nin kişisel verileri Gizlilik Politikası ve Aydınlatma Metni’nde açıklandığı şekilde işlenir.</p>' +
      '<h3>6. Fesih</h3><p>Üye dilediği zaman üyeliğini uygulama üzerinden sonlandırabilir. Sofra, bu sözleşmeye aykırı kullanım hâlinde üyeliği askıya alabilir veya sona erdirebilir.</p>' +
      '<h3>7. Uyuşmazlıklar</h3><p>Bu sözleşmeden doğan uyuşmazlıklarda Türkiye Cumhuriyeti kanunları uygulanır; Tüketici Hakem Heyetleri ve Tüketici Mahkemeleri yetkilidir.</p>',
  },
  {
    type: 'membership-agreement',
    lang: 'en',
    caption: 'Membership Agreement',
    detail:
      '<h2>Membership Agreement</h2>' +
      '<h3>1. Parties</h3><p>This agreement is made electronically between the Sofra platform (“Sofra”) and the user who joins the Sofra app with a mobile number (“Member”), at the moment the membership is created.</p>' +
      '<h3>2. Subject</h3><p>It sets out the terms under which the Member orders at partner venues, earns and spends points, uses coupons and campaigns and makes reservations through Sofra.</p>' +
      '<h3>3. Member’s obligations</h3><ul>' +
      '<li>Keep the membership details accurate and up to date,</li>' +
      '<li>Never share the verification codes sent by SMS,</li>' +
      '<li>Not use points or coupons fraudulently or abusively.</li></ul>' +
      '<h3>4. Points and coupons</h3><p>Points and coupons are earned and used under the rules of each venue; they cannot be exchanged for cash or transferred to another member. A venue may change campaign terms after announcing the change.</p>' +
      '<h3>5. Personal data</h3><p>The Member’s personal data is processed as described in the Privacy Policy and the Clarification Text.</p>' +
      '<h3>6. Termination</h3><p>The Member may end the membership at any time in the app. Sofra may suspend or end a membership used against this agreement.</p>' +
      '<h3>7. Disputes</h3><p>The laws of the Republic of Türkiye apply; consumer arbitration committees and consumer courts have jurisdiction.</p>',
  },
  {
    type: 'clarification-text',
    lang: 'tr',
    caption: 'KVKK Aydınlatma Metni',
    detail:
      '<h2>Kişisel Verilerin İşlenmesine İlişkin Aydınlatma Metni</h2>' +
      '<p>6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) uyarınca, veri sorumlusu sıfatıyla Sofra tarafından kişisel verileriniz aşağıda açıklanan kapsamda işlenmektedir.</p>' +
      '<h3>1. İşlenen kişisel veriler</h3><p>Kimlik (ad, soyad), iletişim (cep telefonu, e-posta), müşteri işlem (sipariş, adisyon, puan, kupon, rezervasyon), pazarlama (izin tercihleri) ve işlem güvenliği (IP adresi, oturum kayıtları) verileriniz.</p>' +
      '<h3>2. İşleme amaçları</h3><ul>' +
      '<li>Üyelik işlemlerinin ve SMS doğrulamalı girişin yürütülmesi,</li>' +
      '<li>Sipariş, ödeme, sadakat puanı ve kupon süreçlerinin yürütülmesi,</li>' +
      '<li>Açık rızanız bulunması hâlinde kampanya ve tanıtım iletilerinin gönderilmesi,</li>' +
      '<li>Bilgi güvenliği süreçlerinin yürütülmesi ve yetkili kurumlara bilgi verilmesi.</li></ul>' +
      '<h3>3. Aktarım</h3><p>Kişisel verileriniz; hizmet aldığınız işletmeye, SMS, ödeme ve barındırma hizmeti aldığımız tedarikçilere ve kanunen yetkili kamu kurumlarına, KVKK’nın 8. ve 9. maddelerine uygun olarak aktarılabilir.</p>' +
      '<h3>4. Toplama yöntemi ve hukuki sebep</h3><p>Verileriniz uygulama ve web portalı üzerinden elektronik ortamda; KVKK’nın 5. maddesindeki sözleşmenin kurulması ve ifası, hukuki yükümlülük, meşru menfaat ve gerektiğinde açık rıza hukuki sebeplerine dayanılarak toplanır.</p>' +
      '<h3>5. Haklarınız</h3><p>KVKK’nın 11. maddesi uyarınca kişisel verilerinizin işlenip işlenmediğini öğrenme, bilgi talep etme, düzeltilmesini veya silinmesini isteme, aktarıldığı üçüncü kişileri bilme ve zararın giderilmesini talep etme haklarına sahipsiniz. Başvurularınızı Veri Sahibi Başvuru Formu ile <a href="mailto:kvkk@sofra.app">kvkk@sofra.app</a> adresine iletebilirsiniz.</p>',
  },
] as const;

export const seedPlatformLegalNotes = async (db: Db): Promise<void> => {
  await db
    .insert(legalNotes)
    .values(notes.map((n) => ({ id: newId(), storeId: '', ...n })))
    .onConflictDoNothing();
};
