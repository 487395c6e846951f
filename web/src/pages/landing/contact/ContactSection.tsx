import styled from 'styled-components';
import { useContent } from '../../../api/content';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Container } from '../../../components/layout';
import { LowerSection } from '../LowerSection';
import { SectionHeader } from '../../../components/SectionHeader';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { contactView } from './contactDetails';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: 2fr 3fr;
  }
`;

export function ContactSection() {
  const { language, t } = useLanguage();
  const { data } = useContent('contact', language);
  const contact = contactView(data?.data, t);
  return (
    <LowerSection id="contact" $tone="muted" aria-labelledby="contact-title">
      <Container>
        <SectionHeader id="contact-title" title={contact.title} subtitle={contact.subtitle} />
        <Layout>
          <ContactDetails contact={contact} />
          <ContactForm />
        </Layout>
      </Container>
    </LowerSection>
  );
}
